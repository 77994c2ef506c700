import { rasteriseSvg } from '../lib/svg-rasteriser.ts';
import { logoMaxSide, logoRenderTimeoutMs } from '../lib/logo-image.ts';

/** A small drawing (initials on a coloured tile) so the demo tenants show something. */
function demoLogoSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
  <rect x="0" y="0" width="48" height="48" rx="10" fill="${color}"/>
  <text x="24" y="31" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${initials}</text>
  <text x="58" y="30" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="600" fill="#1f2937">LeaseDesk</text>
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
