import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { schemaResolver } from '../../lib/schema-resolver';
import {
  getDraft,
  reachStep,
  saveValues,
  takePendingErrors,
  takeRepair,
  type SignupValues,
} from './signup-draft';
import { stepPath, type StepState } from './signup-steps';

/** Fields a step holds that never go into browser storage (they stay in memory, see `secrets`). */
const NOT_KEPT = new Set(['password', 'avatar', 'cv']);

const keptPart = (values: FieldValues): Partial<SignupValues> =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !NOT_KEPT.has(field)));

interface StepFormOptions<V extends FieldValues, S extends z.ZodType> {
  /** The step's form (from signup-schemas): it checks the fields under the registration's names. */
  schema: S;
  /** The step's fields: they start from the draft and the server's waiting messages land on them. */
  fields: readonly string[];
  /** Starting values that are not in the draft (files and the password, from memory). */
  secrets?: Partial<V>;
}

/**
 * A sign-up step's form over the journey's draft: its fields start from the draft, are kept in it
 * as they are typed (so a refresh keeps them), and show the server's messages waiting for them
 * after a refused final submit. `keep()` stores the current values at once (before moving on).
 */
export function useStepForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  fields,
  secrets,
}: StepFormOptions<V, S>) {
  const [defaultValues] = useState(() => {
    const values = new Map<string, unknown>(Object.entries(getDraft().values));
    return {
      ...Object.fromEntries(fields.map((field) => [field, values.get(field)])),
      ...secrets,
    } as DefaultValues<V>;
  });
  const form = useForm<V, unknown, z.output<S>>({
    mode: 'onTouched',
    resolver: schemaResolver<V, S>(schema),
    defaultValues,
  });
  const { subscribe, setError } = form;

  // Keep what is typed (never files or the password).
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveValues(keptPart(values)) }),
    [subscribe],
  );

  // The server's messages waiting for these fields, each shown once; the first takes the focus.
  const [stepFields] = useState(fields);
  useEffect(() => {
    Object.entries(takePendingErrors(stepFields)).forEach(([field, message], index) =>
      setError(field as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [setError, stepFields]);

  const keep = () => saveValues(keptPart(form.getValues()));
  const goTo = useGoToStep();
  /** A submit that keeps the values and goes on to `route` once the step's form is valid. */
  const submitTo = (route: number) =>
    form.handleSubmit(async () => {
      keep();
      await goTo(route);
    });
  return { form, keep, submitTo };
}

/**
 * Goes to a route of the journey, opening the steps up to `reach` (default: that route) first.
 * After a refused final submit the steps still to fix come first: a jump past one lands on it
 * (told what it needs), and goes on to `route` after it.
 */
export function useGoToStep() {
  const navigate = useNavigate();
  const current = Number(useParams().step);
  return async (route: number, { reach = route, state }: { reach?: number; state?: StepState } = {}) => {
    reachStep(reach);
    const repair = takeRepair(current);
    if (repair && route > repair.step) {
      await navigate(stepPath(repair.step), { state: { notice: repair.notice, resumeTo: route } });
      return;
    }
    await navigate(stepPath(route), { state });
  };
}
