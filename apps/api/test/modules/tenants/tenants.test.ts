import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { greyJpeg, pngFacts, solidPng } from '../../support/images.ts';
import { multipartFile, tinyPng } from '../../support/multipart.ts';

type Tenant = { id: number; name: string; createDate: string; isDeleted: boolean; accountingStandard: number; logo: string | null };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const rowOf = async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0];
const createTenant = async (name: string, accountingStandard?: number) =>
  (await t.call<Tenant>('POST', '/api/tenant', { token: admin, body: accountingStandard === undefined ? { name } : { name, accountingStandard } })).body.value as Tenant;

async function upload(tenantId: number, filename: string, contentType: string, content: Buffer) {
  const { body, headers } = multipartFile('file', filename, contentType, content);
  return t.call<Tenant>('PUT', `/api/tenants/${tenantId}/logo`, { token: admin, body, headers });
}

describe('tenant administration', () => {
  it('creates a tenant from a name (CSI by default) and with IFRS16', async () => {
    const csi = await createTenant('  Acme Leasing  ');
    expect(csi).toMatchObject({ name: 'Acme Leasing', accountingStandard: 0, isDeleted: false, logo: null });
    expect(new Date(csi.createDate).toString()).not.toBe('Invalid Date');
    expect(await rowOf(csi.id)).toMatchObject({ name: 'Acme Leasing', accountingStandard: 0 });
    const ifrs = await createTenant('Beta Lessee', 1);
    expect((await rowOf(ifrs.id))?.accountingStandard).toBe(1);
  });

  it('validates: a name is required, the standard is 0 or 1, no unknown fields', async () => {
    const reply = await t.call('POST', '/api/tenant', { token: admin, body: { name: ' ', accountingStandard: 2, isDeleted: false, logo: 'x' } });
    expect(reply.status).toBe(200);
    expect(reply.body.errors.map((e) => e.propertyName).sort()).toEqual(['accountingStandard', 'isDeleted', 'logo', 'name']);
    expect(reply.body.errors.find((e) => e.propertyName === 'name')?.message).toBe('Name is required');
  });

  it('lists live tenants (filter, paging), reads and updates one', async () => {
    const gamma = await createTenant('Gamma Finance');
    const list = await t.call<{ id: number; name: string }[]>('GET', '/api/tenants?query=gamma', { token: admin });
    expect(list.body.value).toEqual([{ id: gamma.id, name: 'Gamma Finance', accountingStandard: 0 }]);
    const page = await t.call<{ items: unknown[]; itemsCount: number; page: number; pageSize: number; pagesCount: number }>('GET', '/api/tenants?page=1&pageSize=2', { token: admin });
    expect(page.body.value?.items).toHaveLength(2);
    expect(page.body.value?.pageSize).toBe(2);
    expect((await t.call<Tenant>('GET', `/api/tenants/${gamma.id}`, { token: admin })).body.value?.name).toBe('Gamma Finance');
    const updated = await t.call<Tenant>('PUT', `/api/tenants/${gamma.id}`, { token: admin, body: { name: 'Gamma Leasing', accountingStandard: 1 } });
    expect(updated.body.value).toMatchObject({ name: 'Gamma Leasing', accountingStandard: 1 });
    expect(await rowOf(gamma.id)).toMatchObject({ name: 'Gamma Leasing', accountingStandard: 1 });
    expect((await t.call('GET', '/api/tenants/9999', { token: admin })).status).toBe(404);
    expect((await t.call('PUT', '/api/tenants/9999', { token: admin, body: { name: 'x' } })).status).toBe(404);
  });

  it('soft-deletes by toggling isDeleted: the tenant leaves the list, a second DELETE restores it', async () => {
    const delta = await createTenant('Delta');
    expect((await t.call<Tenant>('DELETE', `/api/tenants/${delta.id}`, { token: admin })).body.value?.isDeleted).toBe(true);
    expect((await rowOf(delta.id))?.isDeleted).toBe(true);
    expect((await t.call<{ id: number }[]>('GET', '/api/tenants', { token: admin })).body.value?.map((x) => x.id)).not.toContain(delta.id);
    expect((await t.call<Tenant>('DELETE', `/api/tenants/${delta.id}`, { token: admin })).body.value?.isDeleted).toBe(false);
    expect((await t.call<{ id: number }[]>('GET', '/api/tenants', { token: admin })).body.value?.map((x) => x.id)).toContain(delta.id);
  });
});

describe('tenant logo', () => {
  const pngOf = (dataUrl: string | null | undefined) => {
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    return Buffer.from((dataUrl ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
  };
  const red = solidPng(40, 20, [200, 30, 30], 'secret camera metadata');

  it('stores a PNG (checked by content) re-encoded without its metadata, and shows it as a data URL, also to the tenant’s users', async () => {
    const reply = await upload(t.seed.tenantIds.csi, 'logo.bin', 'application/octet-stream', red);
    expect(reply.status).toBe(200);
    const png = pngOf(reply.body.value?.logo);
    expect(pngFacts(png)).toEqual({ width: 40, height: 20, centre: [200, 30, 30, 255] });
    expect(png.includes('secret camera metadata')).toBe(false);
    const row = await rowOf(t.seed.tenantIds.csi);
    expect(row?.logoMime).toBe('image/png');
    expect(row?.logo?.equals(png)).toBe(true);
    const user = await t.loginUser();
    const mine = await t.call<Tenant[]>('GET', '/api/users/tenants', { token: user });
    expect(mine.body.value?.find((x) => x.id === t.seed.tenantIds.csi)?.logo).toBe(reply.body.value?.logo);
  });

  it('stores a JPEG and an SVG as PNG: no JPEG bytes, no SVG markup', async () => {
    const tenant = await createTenant('Logo Tenant');
    const jpeg = pngOf((await upload(tenant.id, 'logo.jpg', 'image/jpeg', greyJpeg('secret comment'))).body.value?.logo);
    expect(pngFacts(jpeg)).toEqual({ width: 8, height: 8, centre: [200, 200, 200, 255] });
    expect(jpeg.includes('secret comment')).toBe(false);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><rect id="c" width="10" height="10" fill="#00aa00"/></defs><use xlink:href="#c"/></svg>');
    const drawn = pngOf((await upload(tenant.id, 'logo.svg', 'image/svg+xml', svg)).body.value?.logo);
    // Vector art is drawn at the logo size (512 px on the longer side).
    expect(pngFacts(drawn)).toEqual({ width: 512, height: 512, centre: [0, 170, 0, 255] });
    const row = await rowOf(tenant.id);
    expect(row?.logoMime).toBe('image/png');
    expect(row?.logo?.includes('<svg')).toBe(false);
  });

  it('draws SVGs with scripts and handlers as pictures: only the PNG is stored', async () => {
    const tenant = await createTenant('Scripted Logo');
    const scripted = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="#0000ff" onclick="alert(2)"/></svg>');
    const reply = await upload(tenant.id, 'script.svg', 'image/svg+xml', scripted);
    const png = pngOf(reply.body.value?.logo);
    expect(pngFacts(png).centre).toEqual([0, 0, 255, 255]);
    expect(png.includes('alert')).toBe(false);
  });

  it('answers 413 for a file over 512 KB and keeps the old logo', async () => {
    const before = (await rowOf(t.seed.tenantIds.csi))?.logo;
    const big = Buffer.concat([tinyPng, Buffer.alloc(512 * 1024)]);
    const reply = await upload(t.seed.tenantIds.csi, 'big.png', 'image/png', big);
    expect(reply.status).toBe(413);
    expect(reply.body.success).toBe(false);
    expect((await rowOf(t.seed.tenantIds.csi))?.logo?.equals(before ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 415 for a text file named .png, SVGs that point outside themselves or do not parse, and other formats', async () => {
    const before = (await rowOf(t.seed.tenantIds.csi))?.logo;
    const cases: [string, string, Buffer][] = [
      ['notes.png', 'image/png', Buffer.from('just some text, not an image\n')],
      ['external.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>')],
      ['custom-prefix.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xl="http://www.w3.org/1999/xlink" width="4" height="4"><image xl:href="/etc/hostname" width="4" height="4"/></svg>')],
      ['broken.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
      ['page.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')],
    ];
    for (const [name, type, content] of cases) {
      const reply = await upload(t.seed.tenantIds.csi, name, type, content);
      expect(reply.status, name).toBe(415);
      expect(reply.body.success).toBe(false);
      expect(reply.body.errors[0]?.propertyName).toBe('file');
    }
    expect((await rowOf(t.seed.tenantIds.csi))?.logo?.equals(before ?? Buffer.alloc(0))).toBe(true);
  });

  it('never serves SVG markup a database still holds from before logos were drawn', async () => {
    const tenant = await createTenant('Legacy Logo');
    await t.db.update(tenants).set({ logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), logoMime: 'image/svg+xml' }).where(eq(tenants.id, tenant.id));
    expect((await t.call<Tenant>('GET', `/api/tenants/${tenant.id}`, { token: admin })).body.value?.logo).toBeNull();
  });

  it('answers a deeply nested SVG with a field error on the file, not a 500, and keeps the old logo', async () => {
    const before = (await rowOf(t.seed.tenantIds.csi))?.logo;
    const depth = 5000;
    const nested = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`);
    const reply = await upload(t.seed.tenantIds.csi, 'nested.svg', 'image/svg+xml', nested);
    expect(reply.status).toBe(415);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors[0]?.propertyName).toBe('file');
    expect(reply.body.errors[0]?.message).toMatch(/nested too deeply/);
    expect((await rowOf(t.seed.tenantIds.csi))?.logo?.equals(before ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 415 for a non-multipart body, a field error without a file, 404 for an unknown tenant', async () => {
    const json = await t.call('PUT', `/api/tenants/${t.seed.tenantIds.csi}/logo`, { token: admin, body: { logo: 'data:image/png;base64,AAAA' } });
    expect(json.status).toBe(415);
    const boundary = 'xyz';
    const empty = await t.call('PUT', `/api/tenants/${t.seed.tenantIds.csi}/logo`, {
      token: admin,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(empty.body.errors).toEqual([{ propertyName: 'file', message: 'A file is required' }]);
    expect((await upload(9999, 'logo.png', 'image/png', tinyPng)).status).toBe(404);
  });

  it('removes the logo', async () => {
    const tenant = await createTenant('No Logo');
    await upload(tenant.id, 'logo.png', 'image/png', tinyPng);
    expect((await t.call<Tenant>('DELETE', `/api/tenants/${tenant.id}/logo`, { token: admin })).body.value?.logo).toBeNull();
    expect(await rowOf(tenant.id)).toMatchObject({ logo: null, logoMime: null });
  });
});
