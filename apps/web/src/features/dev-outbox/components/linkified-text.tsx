import { Anchor } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** Plain text with every http(s) address turned into a link. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} style={{ overflowWrap: 'anywhere' }}>
            {part}
          </Anchor>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}
