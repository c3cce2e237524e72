// The shop's own words: packing slips, receipts and backups (decision 35).
// messages.ts gathers these with every other text.
export const paperMessages = {
  orderNotFound: 'Order not found',
  tooManySlips: 'Choose between 1 and 100 orders to print at once',
  receiptNotReady: 'The receipt is ready once the order is paid.',
  printSlip: 'Print packing slip',
  printSlips: 'Print packing slips',
  printSlips80: '80 mm',
  downloadReceipt: 'Download receipt (PDF)',
  shareReceipt: 'Share receipt on WhatsApp',
  lastBackup: 'Last backup',
  backupNever: 'No backup yet',
  backupFailed: 'The last backup failed',
} as const;
