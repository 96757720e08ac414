import { expect, test } from './fixtures';
import { openWithSession } from './helpers';

test.describe('lottery', () => {
  test('lotteries by prize mode, winners by amount, and a lottery launch', async ({ page, players }) => {
    const { session } = await players.member('lucky-peso');
    await openWithSession(page, 'lucky-peso', session, '/m/moreLottery');
    const modes = page.getByRole('tablist', { name: 'Prize mode' });
    await expect(modes.getByRole('tab', { name: 'Lottery', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Fast draws' })).toBeVisible();
    const lott = await page.getByRole('heading', { level: 3 }).allInnerTexts();

    const zyMenu = page.waitForResponse(
      (r) => r.url().includes('/wps/lottery/menu') && r.url().includes('prizeMode=ZY'),
    );
    await modes.getByRole('tab', { name: 'ZY' }).click();
    await zyMenu;
    await expect(page).toHaveURL(/prizeMode=ZY/);
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allInnerTexts()).not.toEqual(lott);

    const amounts = await page
      .getByRole('list', { name: 'Winners' })
      .getByRole('listitem')
      .locator('strong')
      .allInnerTexts();
    const values = amounts.map((a) => Number(a.replace(/[^\d.]/g, '')));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const first = page.getByRole('link', { name: /: Traditional$/ }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/: Traditional$/, '');
    await first.click();
    await expect(page).toHaveURL(/\/m\/launchGame\?code=.+&playType=Tradition&prize_mode=ZY/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Play now' }).click(),
    ]);
    await expect(popup).toHaveTitle(name);
  });
});
