// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nWrapper } from '@/test/render';
import { SheetLoading } from './sheet-loading';

afterEach(cleanup);

describe('SheetLoading', () => {
  it('says what is loading, from under <body>: not inside the header that opens it', () => {
    const { container } = render(
      <header>
        <SheetLoading label="Loading menu" />
      </header>,
      { wrapper: I18nWrapper },
    );
    const status = screen.getByRole('status', { name: 'Loading menu' });
    expect(container).not.toContainElement(status);
    // The spinner sits in the sheet's panel, which is a child of <body>.
    expect(status.parentElement?.parentElement).toBe(document.body);
  });
});
