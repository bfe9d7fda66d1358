// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQS, FaqList } from './faq-list';

afterEach(cleanup);

const [first, second] = FAQS as [(typeof FAQS)[0], (typeof FAQS)[0]];

function trigger(question: string) {
  return screen.getByRole('button', { name: question });
}

describe('FaqList', () => {
  it('has the eight FAQ items, all closed at first', () => {
    render(<FaqList />);
    expect(FAQS).toHaveLength(8);
    for (const faq of FAQS) expect(trigger(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();
  });

  it('keeps one item open at a time and lets the open one collapse', async () => {
    const user = userEvent.setup();
    render(<FaqList />);

    await user.click(trigger(first.question));
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();
    expect(screen.getByText(second.answer)).toBeVisible();

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(second.answer)).not.toBeInTheDocument();
  });

  it('states the withdrawal timings and minimums', () => {
    const text = FAQS.map((faq) => faq.answer).join(' ');
    expect(text).toContain('processed within 24 hours');
    expect(text).toContain('3-5 business days');
    expect(text).toContain('minimum withdrawal is ₹500');
    expect(text).toContain('minimum bet is ₹100');
  });
});
