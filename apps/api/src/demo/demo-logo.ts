import { rasteriseSvg } from '../lib/svg-rasteriser.ts';
import { logoMaxSide, logoRenderTimeoutMs } from '../lib/logo-image.ts';

/**
 * A demo tenant's mark: its initials on a coloured tile, and nothing else. The product's name is the
 * app's, not the tenant's, so it does not appear in a tenant's logo.
 */
export function demoLogoSvg(initials: string, color: string): string {
  const fontSize = initials.length > 2 ? 15 : 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
  <rect x="0" y="0" width="48" height="48" rx="10" fill="${color}"/>
  <rect x="8" y="36" width="32" height="3" rx="1.5" fill="#ffffff" fill-opacity="0.55"/>
  <text x="24" y="29" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${initials}</text>
</svg>
`;
}

/** The demo logo as the PNG an upload of it would store: logos are kept only as PNG. */
export async function demoLogoPng(initials: string, color: string): Promise<Buffer> {
  const result = await rasteriseSvg(Buffer.from(demoLogoSvg(initials, color)), {
    maxSide: logoMaxSide,
    upscale: true,
    systemFonts: true,
    timeoutMs: logoRenderTimeoutMs,
  });
  if (!result.ok) throw new Error(`the demo logo could not be drawn: ${result.detail}`);
  return result.png;
}
