// The journeys' own steps, on pages that do what the app can do between a step's look and its tap.
import { expect, test } from '@playwright/test';
import { openMarket } from './support';

test('openMarket opens a card that the list opened, then closed again, under its tap', async ({ page }) => {
  // On a board the first match is open until the player opens another, and the first one changes as
  // matches start: here the card opens by itself as the tap begins, so that the tap closes it.
  await page.setContent(`
    <article data-testid="card">
      <button aria-expanded="false" aria-controls="markets">All markets</button>
      <div id="markets" hidden><div role="tablist"><button role="tab">Match Winner</button></div></div>
    </article>
    <script>
      const button = document.querySelector('button[aria-controls]');
      const markets = document.getElementById('markets');
      const show = (open) => {
        button.setAttribute('aria-expanded', String(open));
        markets.hidden = !open;
      };
      button.addEventListener('mousedown', () => show(true), { once: true });
      button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
    </script>`);
  const markets = await openMarket(page.getByTestId('card'), 'Match Winner');
  await expect(markets).toBeVisible();
  await expect(page.getByRole('button', { name: 'All markets' })).toHaveAttribute('aria-expanded', 'true');
});
