import { describe, expect, it } from 'vitest';
import { demoLogoPng, demoLogoSvg } from '../../src/demo/demo-logo.ts';
import { demoTenants } from '../../src/demo/seed.ts';
import { pngFacts } from '../support/images.ts';

/** The seeded tenant logos are the tenants' plain marks, not the product's name. */
describe('the demo tenants’ logos', () => {
  it.each(Object.values(demoTenants))('$name: its initials on a tile, no product name, drawn to a square PNG at seed time', async (tenant) => {
    const svg = demoLogoSvg(tenant.initials, tenant.color);
    expect(svg).not.toMatch(/LeaseDesk/i);
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])).toEqual([tenant.initials]);

    const png = await demoLogoPng(tenant.initials, tenant.color);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const facts = pngFacts(png);
    // A mark, not a wordmark: as tall as it is wide (the old logo was 160 × 48 with the product name).
    expect(facts.width).toBe(512);
    expect(facts.height).toBe(512);
  });
});
