// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Markets({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="1" onValueChange={onChange}>
      <TabsList aria-label="Betting markets">
        <TabsTrigger value="1">Match Winner</TabsTrigger>
        <TabsTrigger value="2">Toss Winner</TabsTrigger>
        <TabsTrigger value="3">First Innings Runs</TabsTrigger>
      </TabsList>
      <TabsContent value="1">Winner options</TabsContent>
      <TabsContent value="2">Toss options</TabsContent>
      <TabsContent value="3">Runs options</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the selected panel, labelled by its tab, and one tab stop', () => {
    render(<Markets />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Match Winner' });
    expect(panel).toHaveTextContent('Winner options');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Toss options')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    render(<Markets />);
    await userEvent.click(screen.getByRole('tab', { name: 'Toss Winner' }));
    expect(screen.getByRole('tabpanel', { name: 'Toss Winner' })).toHaveTextContent('Toss options');
    expect(screen.getByRole('tab', { name: 'Toss Winner' })).toHaveAttribute('data-state', 'active');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const changes: string[] = [];
    render(<Markets onChange={(value) => changes.push(value)} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Match Winner' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Toss Winner' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Toss options');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Runs options');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Match Winner' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(changes).toEqual(['2', '3', '1', '3', '1']);
  });

  it('follows the caller when it owns the value', async () => {
    function Owned() {
      const [tab, setTab] = useState('2');
      return (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Bets">
            <TabsTrigger value="1">Active</TabsTrigger>
            <TabsTrigger value="2">Settled</TabsTrigger>
          </TabsList>
          <TabsContent value="1">Active bets</TabsContent>
          <TabsContent value="2">Settled bets</TabsContent>
        </Tabs>
      );
    }
    render(<Owned />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settled bets');
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Active bets');
  });
});
