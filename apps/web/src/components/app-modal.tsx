import type { ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize | number | string;
  children: ReactNode;
}

/**
 * A centred dialog named by its title. Mantine's default header is a <header>, which in a portal
 * outside <main> counts as a second banner landmark; here it is a plain <div>.
 */
export function AppModal({ opened, onClose, title, size = 'md', children }: AppModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
