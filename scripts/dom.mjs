import { chromium } from '@playwright/test';
const [,, url, selector] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
await page.goto(url, { waitUntil: 'networkidle' });
console.log(await page.locator(selector).first().evaluate((e) => e.outerHTML.slice(0, 3000)));
await browser.close();
