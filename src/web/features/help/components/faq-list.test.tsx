// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import { FAQS, FaqList } from './faq-list';

afterEach(cleanup);

/** The FAQ in English, as the tests read it. */
const faqs = FAQS.map((faq) => ({ question: i18n._(faq.question), answer: i18n._(faq.answer) }));
const [first, second] = faqs as [(typeof faqs)[0], (typeof faqs)[0]];

const renderFaq = () =>
  render(
    <I18nProvider i18n={i18n}>
      <FaqList />
    </I18nProvider>,
  );

function trigger(question: string) {
  return screen.getByRole('button', { name: question });
}

describe('FaqList', () => {
  it('has the eight FAQ items, all closed at first', () => {
    renderFaq();
    expect(FAQS).toHaveLength(8);
    for (const faq of faqs) expect(trigger(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();
  });

  it('keeps one item open at a time and lets the open one collapse', async () => {
    const user = userEvent.setup();
    renderFaq();

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
    const text = faqs.map((faq) => faq.answer).join(' ');
    expect(text).toContain('processed within 24 hours');
    expect(text).toContain('3-5 business days');
    expect(text).toContain('minimum withdrawal is ₹500');
    expect(text).toContain('minimum bet is ₹100');
  });
});
