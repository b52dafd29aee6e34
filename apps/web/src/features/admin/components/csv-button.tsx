import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvFileName, toCsv } from '../csv';
import type { CsvTable } from '../overview';

/** Hands a CSV file built in the browser to the person as a download. */
function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
        saveCsv(csvFileName(file, day), toCsv(header, rows));
      }}
    >
      Download CSV
    </Button>
  );
}
