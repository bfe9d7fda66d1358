import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = 'http://localhost:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.goto(base + (process.argv[2] ?? '/'), { waitUntil: 'load' }); await page.waitForTimeout(1500);
const variants = {
  full: '',
  nomain: '#main',
  noheader: 'header',
  nofooter: 'footer',
  nowinners: 'section[aria-labelledby="recent-winners-title"]',
  nohero: 'section[aria-labelledby="hero-title"]',
  nolive: 'section[aria-labelledby="home-live-title"]',
  noupcoming: 'section[aria-labelledby="home-upcoming-title"]',
  nosvg: 'svg',
  noimg: 'img',
};
for (const [name, sel] of Object.entries(variants)) {
  const html = await page.evaluate((sel) => { const doc = document.documentElement.cloneNode(true); doc.querySelectorAll('script').forEach(s => s.remove()); if (sel) doc.querySelectorAll(sel).forEach(e => e.remove()); return '<!doctype html>' + doc.outerHTML; }, sel);
  writeFileSync(`dist/web/snap-${name}.html`, html);
}
const results = {};
for (let round = 0; round < 5; round++) for (const name of Object.keys(variants)) {
  const p = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await browser.startTracing(p, { categories: ['devtools.timeline'] });
  await p.goto(`${base}/snap-${name}.html`, { waitUntil: 'load' }); await p.waitForTimeout(300);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const lay = ev.filter(e => e.name === 'Layout' && e.ph === 'X').map(e => e.dur / 1000);
  const sty = ev.filter(e => e.name === 'UpdateLayoutTree' && e.ph === 'X').map(e => e.dur / 1000);
  (results[name] ??= []).push([Math.max(0, ...lay), sty.reduce((a, b) => a + b, 0)]);
  await p.close();
}
for (const [name, runs] of Object.entries(results)) { const l = runs.map(r => r[0]).sort((a,b)=>a-b); const s = runs.map(r => r[1]).sort((a,b)=>a-b); console.log(name.padEnd(12), 'max layout', l[2].toFixed(1), 'style total', s[2].toFixed(1)); }
await browser.close();
