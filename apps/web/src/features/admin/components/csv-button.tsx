import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../../lib/download';
import { csvFileName, toCsv } from '../csv';
import type { CsvTable } from '../overview';

interface CsvButtonProps {
  /** The list's file name, without the day: 'gone-quiet'. */
  file: string;
  /** The day the figures are from, yyyy-mm-dd. */
  day: string;
  /** What the list is, for screen readers: 'pairs gone quiet'. */
  what: string;
  table: () => CsvTable;
  disabled?: boolean;
}

/** 'Download CSV' for one list of the overview: a header row and the rows the page shows. */
export function CsvButton({ file, day, what, table, disabled = false }: CsvButtonProps) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      aria-label={`Download CSV of ${what}`}
      disabled={disabled}
      onClick={() => {
        const { header, rows } = table();
        saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(file, day));
      }}
    >
      Download CSV
    </Button>
  );
}
