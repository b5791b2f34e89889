import type { AdminColumn } from '../components/DataTable';

type Person = { firstName: string; lastName?: string | null; loginId: string };

/** The "Name" column of the lists of people (users, account requests): the full name over the login name. */
export function personColumn<T extends Person>(header: () => string): AdminColumn<T> {
  return {
    id: 'name',
    header,
    cell: ({ row }) => (
      <div>
        <div className="cell-strong">{`${row.original.firstName} ${row.original.lastName ?? ''}`.trim()}</div>
        <div className="muted small">{row.original.loginId}</div>
      </div>
    ),
  };
}
