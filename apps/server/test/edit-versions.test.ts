import {
  EDITING_EVENTS,
  type EditorsNotice,
  type JoinAnswer,
  SOCKET_CLIENT_SETTINGS,
  SOCKET_EVENTS,
} from '@stallfront/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SAVED_MEANWHILE = /^Someone else saved this \w+ after you opened it/;

describe('an update made from an older version is refused and changes nothing', () => {
  it('holds for a product, section by section', async () => {
    const { token } = await signUpStore(t);
    const created = await t.call('POST', '/api/store/product', productBody({ description: 'First words' }), token);
    const product = created.body.data;
    expect(product.version).toBe(1);

    // Two people open the form at version 1; the first saves.
    const first = await t.call(
      'PUT',
      '/api/store/product/details',
      { _id: product._id, version: 1, description: 'Priya wrote this' },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.body.data.version).toBe(2);

    // The second person's save of another section is refused too: the form stood on version 1.
    const second = await t.call(
      'PUT',
      '/api/store/product/images',
      { _id: product._id, version: 1, images: [] },
      token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toMatch(SAVED_MEANWHILE);
    const late = await t.call(
      'PUT',
      '/api/store/product/details',
      { _id: product._id, version: 1, description: 'Overwrite' },
      token,
    );
    expect(late.statusCode).toBe(409);
    const now = (await t.call('GET', `/api/store/product/${product._id}`, undefined, token)).body.data;
    expect(now).toMatchObject({ version: 2, description: 'Priya wrote this' });

    // From the version it now has, the save goes through; an API client that sends none is not checked.
    const again = await t.call(
      'PUT',
      '/api/store/product/details',
      { _id: product._id, version: 2, description: 'Both changes' },
      token,
    );
    expect(again.body.data).toMatchObject({ version: 3, description: 'Both changes' });
    const unchecked = await t.call('PUT', '/api/store/product/details', { _id: product._id, description: 'x' }, token);
    expect(unchecked.body.data.version).toBe(4);
  });

  it('holds for a catalog', async () => {
    const { token } = await signUpStore(t);
    const catalog = (await t.call('POST', '/api/store/catalog', { name: 'Shirts' }, token)).body.data;
    expect(catalog.version).toBe(1);
    const body = { _id: catalog._id, name: 'Shirts', description: 'Cotton shirts' };
    expect((await t.call('PUT', '/api/store/catalog', { ...body, version: 1 }, token)).body.data.version).toBe(2);
    const late = await t.call('PUT', '/api/store/catalog', { ...body, version: 1, description: 'Lost?' }, token);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(SAVED_MEANWHILE);
    const [now] = (await t.call('GET', `/api/store/catalog?id=${catalog._id}`, undefined, token)).body.list;
    expect(now).toMatchObject({ version: 2, description: 'Cotton shirts' });
  });

  it('holds for a page (every simple resource)', async () => {
    const { token } = await signUpStore(t);
    const page = {
      name: 'Our story',
      slug: 'our-story',
      body: '<p>Since 2020</p>',
      status: 'draft',
      seo_title: '',
      seo_description: '',
    };
    const created = (await t.call('POST', '/api/store/page', page, token)).body.data;
    expect(created.version).toBe(1);
    const saved = await t.call(
      'PUT',
      '/api/store/page',
      { ...page, _id: created._id, version: 1, status: 'published' },
      token,
    );
    expect(saved.body.data).toMatchObject({ version: 2, status: 'published' });
    const late = await t.call(
      'PUT',
      '/api/store/page',
      { ...page, _id: created._id, version: 1, name: 'Old title' },
      token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(SAVED_MEANWHILE);
    const now = (await t.call('GET', `/api/store/page/${created._id}`, undefined, token)).body.data;
    expect(now).toMatchObject({ version: 2, name: 'Our story', status: 'published' });
  });

  it('holds for a setting, from its first save on', async () => {
    const { token } = await signUpStore(t);
    const policies = { privacy: '<p>We keep little.</p>', terms: '', refund: '', shipping: '' };
    expect((await t.call('GET', '/api/store/policies', undefined, token)).body).toMatchObject({
      data: null,
      version: 0,
    });
    const first = await t.call('PUT', '/api/store/policies', { ...policies, version: 0 }, token);
    expect(first.body.version).toBe(1);
    // A second form opened before anything was saved may not overwrite the first save.
    const late = await t.call('PUT', '/api/store/policies', { ...policies, privacy: '', version: 0 }, token);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(SAVED_MEANWHILE);
    const stale = await t.call('PUT', '/api/store/policies', { ...policies, privacy: '', version: 7 }, token);
    expect(stale.statusCode).toBe(409);
    const now = (await t.call('GET', '/api/store/policies', undefined, token)).body;
    expect(now).toMatchObject({ version: 1, data: { privacy: '<p>We keep little.</p>' } });
    expect((await t.call('PUT', '/api/store/policies', { ...policies, version: 1 }, token)).body.version).toBe(2);
  });
});

describe('who else has a form open, over the live socket', () => {
  let url: string;
  const opened: Socket[] = [];
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });

  async function consoleSocket(token: string, storeId: string) {
    const socket = io(url, { ...SOCKET_CLIENT_SETTINGS, reconnection: false, forceNew: true, auth: { token } });
    opened.push(socket);
    await new Promise((resolve) => socket.once(SOCKET_EVENTS.socketId, resolve));
    const answer: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: storeId });
    expect(answer.status).toBe(true);
    const heard: EditorsNotice[] = [];
    socket.on(EDITING_EVENTS.editors, (notice: EditorsNotice) => heard.push(notice));
    const names = () => (heard.at(-1)?.editors ?? []).map((editor) => editor.name).sort();
    return { socket, heard, names };
  }

  it('names the people of the store with the same thing open, and nobody of another store', async () => {
    const { token, session } = await signUpStore(t);
    const storeId = session.data._id as string;
    const other = await signUpStore(t);
    const owner = await consoleSocket(token, storeId);
    const staff = await consoleSocket(await memberToken(t, storeId, 'staff', ['update_product']), storeId);
    const stranger = await consoleSocket(other.token, other.session.data._id);
    const subject = 'product:0f8fad5b-d9cb-469f-a165-70867728950e';
    const ownerName = session.data.name as string;

    owner.socket.emit(EDITING_EVENTS.editing, { subject });
    await expect.poll(owner.names, { timeout: 5000 }).toEqual([ownerName]);
    staff.socket.emit(EDITING_EVENTS.editing, { subject });
    await expect.poll(owner.names, { timeout: 5000 }).toEqual([ownerName, 'Test staff'].sort());
    await expect.poll(staff.names, { timeout: 5000 }).toEqual([ownerName, 'Test staff'].sort());

    // Another store's form of the same id is its own room.
    stranger.socket.emit(EDITING_EVENTS.editing, { subject });
    await expect.poll(stranger.names, { timeout: 5000 }).toEqual([other.session.data.name]);

    // Closing the form, or dropping the socket, takes the person off the others' list.
    staff.socket.emit(EDITING_EVENTS.editing, { subject: null });
    await expect.poll(owner.names, { timeout: 5000 }).toEqual([ownerName]);
    staff.socket.emit(EDITING_EVENTS.editing, { subject });
    await expect.poll(owner.names, { timeout: 5000 }).toHaveLength(2);
    staff.socket.close();
    await expect.poll(owner.names, { timeout: 5000 }).toEqual([ownerName]);
    expect(owner.heard.every((notice) => notice.subject === subject)).toBe(true);
  });

  it('ignores a subject of an unknown shape', async () => {
    const { token, session } = await signUpStore(t);
    const owner = await consoleSocket(token, session.data._id);
    owner.socket.emit(EDITING_EVENTS.editing, { subject: 'orders:../../x' });
    owner.socket.emit(EDITING_EVENTS.editing, { subject: 'setting:policies' });
    await expect.poll(() => owner.heard.length, { timeout: 5000 }).toBe(1);
    expect(owner.heard[0]?.subject).toBe('setting:policies');
  });
});
