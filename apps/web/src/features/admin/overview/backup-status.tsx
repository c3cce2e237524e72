import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BackupStatus } from '@shop/shared/admin/backup-schemas';
import { messages } from '@shop/shared/messages';
import { getBackupStatus } from './api/get-backup-status';
import { shopDateTime } from '@shop/shared/dates/shop-time';

/** The overview's line on backups (decision 35): when the last finished, and a warning when it failed. */
export function BackupStatusLine() {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  useEffect(() => {
    let live = true;
    // A line of its own: the overview shows without it when it cannot be read.
    getBackupStatus().then(
      (read) => live && setStatus(read),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
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
