import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MemberRole } from '@keh/contracts';
import { COUNTER_LABELS, counterStepOf, stepPath } from '../signup-steps';
import classes from './step-counter.module.css';

interface StepCounterProps {
  route: number;
  role: MemberRole | null;
}

/** 'Step n of 7' (Captain) or '… of 8' (Member); earlier steps are links, later ones are not. */
export function StepCounter({ route, role }: StepCounterProps) {
  const current = counterStepOf(route, role);
  if (!role) {
    return (
      <Text size="xs" fw={700} c="khaki.8" tt="uppercase" style={{ letterSpacing: 1 }}>
        Step 1 · Choose your role
      </Text>
    );
  }
  const labels = COUNTER_LABELS[role];
  return (
    <nav aria-label="Sign-up steps">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} c="khaki.8" tt="uppercase" style={{ letterSpacing: 1 }}>
            Step {current} of {labels.length}
          </Text>
          <Text size="xs" c="dimmed" ta="right" hiddenFrom="xs">
            {labels[current - 1]}
          </Text>
        </Group>
        <ol className={classes.list}>
          {labels.map((label, index) => {
            const number = index + 1;
            const state = number < current ? 'done' : number === current ? 'current' : 'todo';
            return (
              <li key={label} className={classes.item} data-state={state}>
                {state === 'done' ? (
                  <Link to={stepPath(number)} className={classes.dot}>
                    <IconCheck size={15} stroke={3} aria-hidden="true" />
                    <VisuallyHidden>
                      Step {number}: {label}, done
                    </VisuallyHidden>
                  </Link>
                ) : (
                  <span className={classes.dot} aria-current={state === 'current' ? 'step' : undefined}>
                    <span aria-hidden="true">{number}</span>
                    <VisuallyHidden>
                      Step {number}: {label}
                      {state === 'current' ? ', current' : ''}
                    </VisuallyHidden>
                  </span>
                )}
                <span className={classes.label} aria-hidden="true">
                  {label}
                </span>
              </li>
            );
          })}
        </ol>
      </Stack>
    </nav>
  );
}
