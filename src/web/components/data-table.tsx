import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';

type DataTableProps<T> = {
  /** Names the table for assistive technology. */
  label: string;
  // TanStack's own idiom: each column has its own value type, so the list is typed loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  /** A stable id per row (a React key, and the row's data-row-id for tests and styling). */
  rowId: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  initialSorting?: SortingState;
  /** Below this width the table scrolls sideways instead of squeezing (a few short columns need less). */
  minWidthClass?: string;
  /**
   * What the cells need that changes (a row's choice, which rows are busy): cells read it from
   * `table.options.meta`, so the columns can be created once. Columns re-created on every render
   * remount every cell (an open dropdown closes whenever the data refetches).
   */
  meta?: Record<string, unknown>;
};

/** A column's header as plain text, for the label a cell carries on a phone ('' when it is not text). */
const headerText = (header: unknown) => (typeof header === 'string' ? header : '');

/**
 * The back office's table: TanStack Table for sorting (click a sortable header), our own markup and
 * styles. From 640 px it scrolls sideways instead of squeezing its columns; below, each row is a card
 * that lists its cells under their column's name, so every amount and action is on the screen.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  rowId,
  empty,
  initialSorting = [],
  minWidthClass = 'min-w-[640px]',
  meta,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // The table object is rebuilt each render by design; nothing here memoises it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    meta,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="rounded-xl border-border sm:overflow-x-auto sm:border">
      <table
        aria-label={label}
        className={cn(
          'w-full border-collapse text-left text-sm max-sm:block',
          minWidthClass,
          'max-sm:min-w-0',
        )}
      >
        <thead className="bg-brand-950/60 text-xs tracking-wide text-muted-foreground uppercase max-sm:sr-only">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="max-sm:grid max-sm:gap-3">
          {rows.length === 0 && empty ? (
            <tr className="max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-border">
              <td
                colSpan={columns.length}
                className="px-4 py-8 text-center text-muted-foreground max-sm:block"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => <BodyRow key={row.id} row={row} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header: a button that cycles the sort when the column sorts, its arrow saying how. */
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const sortable = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const title = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className="px-3 py-3 font-semibold whitespace-nowrap"
    >
      {sortable ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-foreground"
        >
          {title}
          {sorted === 'asc' ? (
            <ArrowUp className="size-3" aria-hidden="true" />
          ) : sorted === 'desc' ? (
            <ArrowDown className="size-3" aria-hidden="true" />
          ) : (
            <ArrowUpDown className="size-3 opacity-50" aria-hidden="true" />
          )}
        </button>
      ) : (
        title
      )}
    </th>
  );
}

/** One row: a table row from 640 px, below it a card whose cells carry their column's name. */
function BodyRow<T>({ row }: { row: Row<T> }) {
  return (
    <tr
      data-row-id={row.id}
      className="border-t border-border align-middle max-sm:grid max-sm:gap-2.5 max-sm:rounded-xl max-sm:border max-sm:bg-card max-sm:p-3.5"
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-label={headerText(cell.column.columnDef.header)}
          className="px-3 py-3 max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-0 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:uppercase max-sm:before:content-[attr(data-label)]"
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}
