// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { setupDomTests } from '@/test/dom';
import { DataTable } from './data-table';

type Row = { id: number; name: string };

/** A cell with state of its own, as a dropdown or a typed reason has. */
function NoteCell() {
  const [note, setNote] = useState('');
  return <input aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />;
}

const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorFn: (r) => r.name },
  {
    id: 'note',
    header: 'Note',
    enableSorting: false,
    cell: ({ table }) => (
      <span data-suffix={(table.options.meta as { suffix: string }).suffix}>
        <NoteCell />
      </span>
    ),
  },
];

setupDomTests();

describe('DataTable', () => {
  it('keeps each cell mounted when the data refetches and the meta changes (columns created once)', async () => {
    const user = userEvent.setup();
    const view = render(
      <DataTable
        label="rows"
        columns={COLUMNS}
        data={[{ id: 1, name: 'a' }]}
        rowId={(r) => String(r.id)}
        meta={{ suffix: 'x' }}
      />,
    );
    await user.type(screen.getByLabelText('note'), 'typed');
    // A refetch brings new objects for the same rows; the meta carries new state.
    view.rerender(
      <DataTable
        label="rows"
        columns={COLUMNS}
        data={[{ id: 1, name: 'a' }]}
        rowId={(r) => String(r.id)}
        meta={{ suffix: 'y' }}
      />,
    );
    expect(screen.getByLabelText('note')).toHaveValue('typed');
    expect(screen.getByLabelText('note').parentElement).toHaveAttribute('data-suffix', 'y');
  });

  it('sorts by a sortable header and shows the empty text without rows', async () => {
    const user = userEvent.setup();
    const view = render(
      <DataTable
        label="rows"
        columns={COLUMNS}
        data={[
          { id: 1, name: 'b' },
          { id: 2, name: 'a' },
        ]}
        rowId={(r) => String(r.id)}
        meta={{ suffix: '' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-row-id')),
    ).toEqual(['2', '1']);
    view.rerender(
      <DataTable
        label="rows"
        columns={COLUMNS}
        data={[]}
        rowId={(r) => String(r.id)}
        empty="Nothing here"
        meta={{ suffix: '' }}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
