// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Questions() {
  return (
    <Accordion>
      {['One', 'Two', 'Three'].map((name) => (
        <AccordionItem key={name} value={name}>
          <AccordionTrigger>{name}?</AccordionTrigger>
          <AccordionContent>Answer {name}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name: `${name}?` });

describe('Accordion', () => {
  it('mounts without reading layout or computed style (a closed panel is not rendered)', () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const style = vi.spyOn(window, 'getComputedStyle');
    render(<Questions />);
    expect(rect).not.toHaveBeenCalled();
    expect(style).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives each header a button that controls its panel, a region named by the button', async () => {
    const user = userEvent.setup();
    render(<Questions />);
    expect(trigger('Two').closest('h3')).not.toBeNull();
    expect(trigger('Two')).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger('Two'));
    const panel = screen.getByRole('region', { name: 'Two?' });
    expect(trigger('Two')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Two')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Answer Two');
  });

  it('opens with Enter and Space, and moves between headers with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Questions />);
    trigger('One').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Two')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Two')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger('Two')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(trigger('Three')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('One')).toHaveFocus();
  });
});
