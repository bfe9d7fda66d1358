import { expect, type Locator, type Page } from '@playwright/test';

/** The sonner toast region (an aria-live section labelled 'Notifications alt+T'). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text, { exact: typeof text === 'string' })).toBeVisible();
}

const CONTROLS = 'a[href], button, input, select, textarea, [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Waits for the toast with this text to rest (its slide-in and the area's own opening ended), then
 * fails naming every control in `area` (a header, a menu, the bet slip) that the toast lies over.
 */
export async function expectToastCoversNoControl(page: Page, text: string, area: Locator) {
  const toast = toasts(page).locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const settled = (elements: Element[]) =>
    Promise.all(
      elements.flatMap((element) =>
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
  await toast.evaluateAll(settled);
  await area.evaluateAll(settled);
  const rest = (await toast.boundingBox())!;
  const covered = await area.evaluateAll(
    (roots, { selector, box }) =>
      roots
        .flatMap((root) => [...root.querySelectorAll(selector)])
        .filter((control) => {
          const r = control.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return (
            r.left < box.x + box.width && box.x < r.right && r.top < box.y + box.height && box.y < r.bottom
          );
        })
        .map(
          (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
        ),
    { selector: CONTROLS, box: rest },
  );
  expect(covered, `the toast '${text}' at ${JSON.stringify(rest)} covers`).toEqual([]);
}
