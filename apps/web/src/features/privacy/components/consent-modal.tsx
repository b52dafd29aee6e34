import { useState } from 'react';
import { Anchor, Button, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { CONSENT_DOCUMENT_LABELS, DOCUMENT_PATHS, type ConsentRequired } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { useAcceptConsent } from '../api/privacy-api';

interface ConsentModalProps {
  required: ConsentRequired[];
  /** Reads again what asked (the profile): the modal closes once nothing is outstanding. */
  onAccepted: () => Promise<unknown>;
}

/**
 * Asks a signed-in person to accept a new version of the terms or the privacy policy before going
 * on: it cannot be closed, only accepted (the documents open in a new tab).
 */
export function ConsentModal({ required, onAccepted }: ConsentModalProps) {
  const [checked, setChecked] = useState(false);
  const accept = useAcceptConsent(onAccepted);
  const names = required.map((r) => CONSENT_DOCUMENT_LABELS[r.document]).join(' and ');

  const submit = async () => {
    for (const r of required) await accept.mutateAsync({ document: r.document, version: r.version });
  };

  return (
    <Modal.Root
      opened
      onClose={() => undefined}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
    >
      <Modal.Overlay backgroundOpacity={0.7} />
      <Modal.Content aria-describedby="consent-required-text">
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            We have updated our {names}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text id="consent-required-text" size="sm">
              Please read the new version and accept it to go on using the Knowledge Exchange Hub.
            </Text>
            <List size="sm" spacing={4}>
              {required.map((r) => (
                <List.Item key={r.document}>
                  <Anchor href={DOCUMENT_PATHS[r.document]} target="_blank" rel="noopener">
                    {CONSENT_DOCUMENT_LABELS[r.document]}
                  </Anchor>{' '}
                  (version {r.version})
                </List.Item>
              ))}
            </List>
            <Checkbox
              checked={checked}
              onChange={(event) => setChecked(event.currentTarget.checked)}
              label={`I accept the new ${names}`}
            />
            {accept.isError ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {errorText(accept.error)}
              </Text>
            ) : null}
            <Button onClick={() => void submit()} disabled={!checked} loading={accept.isPending}>
              Accept and continue
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
