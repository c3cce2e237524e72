import type { ImportResult } from '@shop/shared/admin/import-schemas';
import { messages } from '@shop/shared/messages';

/** The file's problems as a table: the spreadsheet's row, the column, and what to change. */
export function ImportErrorsTable({ errors }: { errors: ImportResult['errors'] }) {
  return (
    <div className="max-h-80 overflow-auto rounded-[12px] border border-plum/20">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{messages.dataExchange.errorsCaption}</caption>
        <thead className="sticky top-0 bg-nude">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              Column
            </th>
            <th scope="col" className="px-3 py-2">
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={index} className="border-t border-plum/10 align-top">
              <td className="px-3 py-2 font-semibold">{error.row}</td>
              <td className="px-3 py-2">{error.field}</td>
              <td className="px-3 py-2 text-alert">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
