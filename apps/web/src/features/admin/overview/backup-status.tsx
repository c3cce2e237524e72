import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { useApiRead } from '../../../lib/use-api-read';
import { getBackupStatus } from './api/get-backup-status';
import { shopDateTime } from '@shop/shared/dates/shop-time';

/** The overview's line on backups (decision 35): when the last finished, and a warning when it failed. */
export function BackupStatusLine() {
  // A line of its own: the overview shows without it when it cannot be read.
  const status = useApiRead('backup-status', getBackupStatus).data;
  if (!status) return null;
  if (status.lastFailed) {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-[12px] bg-rose/10 p-3 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{messages.paper.backupFailed}</strong> ({shopDateTime(status.lastFinishedAt!)}):{' '}
          {status.lastError}.{' '}
          {status.lastSucceededAt
            ? `Last good backup: ${shopDateTime(status.lastSucceededAt)}.`
            : messages.paper.backupNever}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-plum/80">
      <DatabaseBackup aria-hidden="true" className="size-4" />
      {status.lastSucceededAt
        ? `${messages.paper.lastBackup}: ${shopDateTime(status.lastSucceededAt)}`
        : messages.paper.backupNever}
    </p>
  );
}
