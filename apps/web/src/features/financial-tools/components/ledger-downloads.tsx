import { useState } from 'react';
import { Download } from 'lucide-react';
import { capTableExportLabels as labels, type CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { downloadFile, ledgerExportPath } from '../api/download-cap-table';

/** The ledger as CSV, or with the holdings on the chosen date as Excel; the server refuses a view-only share with its message. */
export function LedgerDownloads({ startupId, asOf }: { startupId: number; asOf: string }) {
  const t = useT('financial-tools');
  const [busy, setBusy] = useState<CapTableExportFormat | null>(null);
  const run = (format: CapTableExportFormat) => {
    setBusy(format);
    downloadFile(ledgerExportPath(startupId, format, asOf), `share-ledger.${format}`)
      .catch((error: unknown) => toast({ title: labels.failed, description: errorMessage(error), variant: 'destructive' }))
      .finally(() => setBusy(null));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => run('csv')}>
        <Download aria-hidden="true" /> {t(labels.ledgerCsv)}
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => run('xlsx')}>
        <Download aria-hidden="true" /> {t(labels.ledgerXlsx)}
      </Button>
    </div>
  );
}
