import type { HTMLAttributes } from 'react';
import { FlexRender, type ReactTable, type Row, type RowData, type TableFeatures } from '@tanstack/react-table';

// The head and body every list table draws the same way (admin lists, the reviewers' list, the
// dashboards' drill-down): a column header per column, and each cell labelled with its column's
// name so the phone layout (cards, `td::before`) can say what the value is.

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };

/** The column headers, as the table's header groups give them. */
export function TableHead<TFeatures extends TableFeatures, TData extends RowData>({ table }: { table: ReactTable<TFeatures, TData> }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col">
              {header.isPlaceholder ? null : <FlexRender header={header} />}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** The rows on screen, each cell labelled with its column; `rowProps` adds a row's test id or class. */
export function TableRows<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  labels,
  rowProps,
}: {
  table: ReactTable<TFeatures, TData>;
  labels: Record<string, string>;
  rowProps?: (row: Row<TFeatures, TData>) => RowAttributes;
}) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} {...rowProps?.(row)}>
          {row.getAllCells().map((cell) => (
            <td key={cell.id} data-label={labels[cell.column.id] ?? ''}>
              <FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
