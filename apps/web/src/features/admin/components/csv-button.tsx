import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { errorText } from '../../../lib/api';
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
  /** The table, at once or once the whole list has come from the server. */
  table: () => CsvTable | Promise<CsvTable>;
  disabled?: boolean;
}

/** 'Download CSV' for one list of the overview: a header row and all the list's rows. */
export function CsvButton({ file, day, what, table, disabled = false }: CsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { header, rows } = await table();
      saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(file, day));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The CSV file could not be made',
        message: errorText(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      aria-label={`Download CSV of ${what}`}
      disabled={disabled}
      loading={busy}
      onClick={() => void download()}
    >
      Download CSV
    </Button>
  );
}
