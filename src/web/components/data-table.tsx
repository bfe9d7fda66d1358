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
   * The ids of the columns a phone shows, when a row must stay one line there (a figure per column
   * read down a list): below 640 px the table keeps its rows and shows only these columns. Without
   * it, each row is a card there, with every cell under its column's name.
   */
  phoneColumns?: string[];
  /**
   * What the cells need that changes (a row's choice, which rows are busy): cells read it from
   * `table.options.meta`, so the columns can be created once. Columns re-created on every render
   * remount every cell (an open dropdown closes whenever the data refetches).
   */
  meta?: Record<string, unknown>;
};

/** A column's header as plain text, for the label a cell carries on a phone ('' when it is not text). */
const headerText = (header: unknown) => (typeof header === 'string' ? header : '');

/** Which columns a phone leaves out: none for cards, all but `phoneColumns` for rows. */
type PhoneLayout = { rows: boolean; hidden: (columnId: string) => boolean };

const HIDDEN_ON_PHONE = 'max-sm:hidden';

/**
 * The back office's table: TanStack Table for sorting (click a sortable header), our own markup and
 * styles. From 640 px it scrolls sideways instead of squeezing its columns; below, each row is a card
 * that lists its cells under their column's name, so every amount and action is on the screen, or,
 * with `phoneColumns`, a row of those columns only.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  rowId,
  empty,
  initialSorting = [],
  minWidthClass = 'min-w-[640px]',
  phoneColumns,
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
  const phone: PhoneLayout = {
    rows: phoneColumns !== undefined,
    hidden: (columnId) => phoneColumns !== undefined && !phoneColumns.includes(columnId),
  };
  const cards = !phone.rows;

  return (
    <div
      className={cn(
        'rounded-xl border-border',
        cards ? 'sm:overflow-x-auto sm:border' : 'overflow-x-auto border',
      )}
    >
      <table
        aria-label={label}
        className={cn(
          'w-full border-collapse text-left text-sm',
          cards && 'max-sm:block',
          minWidthClass,
          'max-sm:min-w-0',
        )}
      >
        <thead
          className={cn(
            'bg-brand-950/60 text-xs tracking-wide text-muted-foreground uppercase',
            cards && 'max-sm:sr-only',
          )}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} phone={phone} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={cn(cards && 'max-sm:grid max-sm:gap-3')}>
          {rows.length === 0 && empty ? (
            <tr className={cn(cards && 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-border')}>
              <td
                colSpan={columns.length}
                className={cn('px-4 py-8 text-center text-muted-foreground', cards && 'max-sm:block')}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => <BodyRow key={row.id} row={row} phone={phone} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header: a button that cycles the sort when the column sorts, its arrow saying how. */
function HeaderCell<T>({ header, phone }: { header: Header<T, unknown>; phone: PhoneLayout }) {
  const sortable = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const title = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn(
        'px-3 py-3 font-semibold whitespace-nowrap max-sm:px-2',
        phone.hidden(header.column.id) && HIDDEN_ON_PHONE,
      )}
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

const CARD_ROW = 'max-sm:grid max-sm:gap-2.5 max-sm:rounded-xl max-sm:border max-sm:bg-card max-sm:p-3.5';
const CARD_CELL =
  'max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-0 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

/**
 * One row: a table row from 640 px; below it a card whose cells carry their column's name, or (with
 * `phoneColumns`) still a row, of the phone's columns.
 */
function BodyRow<T>({ row, phone }: { row: Row<T>; phone: PhoneLayout }) {
  return (
    <tr data-row-id={row.id} className={cn('border-t border-border align-middle', !phone.rows && CARD_ROW)}>
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-label={headerText(cell.column.columnDef.header)}
          className={cn(
            'px-3 py-3',
            phone.rows ? 'max-sm:px-2' : CARD_CELL,
            phone.hidden(cell.column.id) && HIDDEN_ON_PHONE,
          )}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}
