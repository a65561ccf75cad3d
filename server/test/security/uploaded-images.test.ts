import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ManualClock } from '../../src/clock';
import { Event } from '../../src/db/entities/event.entity';
import { REENCODE_STORED_IMAGES_JOB, registerEventJobs } from '../../src/modules/events/jobs';
import { Scheduler } from '../../src/scheduler';
import { DatabaseImageStorage } from '../../src/storage';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createEvent, DAY, eventFields, sendEventForm, type FilePart } from '../support/events';

/*
 * Uploaded event images are decoded and re-encoded (storage/image-reencoder.ts): a decompression
 * bomb is refused from its header, and what is stored is the picture alone, without the uploader's
 * metadata (a phone's GPS position) or bytes hidden after the image data (polyglots).
 */

const NOW = new Date('2026-03-01T12:00:00.000Z');
const TOO_LARGE = 'The event image is too large: at most 10,000 pixels a side and 40 megapixels';
const NOT_AN_IMAGE = 'The event image must be a JPEG, PNG, GIF or WebP image';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG file whose header (IHDR, with a valid CRC) declares width x height RGB pixels: a decompression bomb's front. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from('789c636000000002000154', 'hex')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const plain = (width: number, height: number, colour = '#3060c0') => sharp({ create: { width, height, channels: 3, background: colour } });

/** EXIF as a phone writes it: the camera, and the GPS position (IFD3) where the photo was taken. */
const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
};
/** The GPS IFD pointer tag (0x8825) in either byte order: present when EXIF carries a position. */
const hasGpsTag = (exif: Buffer | undefined): boolean =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const image = (bytes: Buffer, filename = 'poster.png', contentType = 'image/png'): FilePart => ({
  field: 'event_image',
  filename,
  contentType,
  bytes,
});

describe.each(databases())('uploaded images on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const storedNames = async (): Promise<string[]> =>
    (await db.dataSource.query('SELECT name FROM stored_images')).map((row: { name: string }) => row.name);
  const eventCount = () => db.dataSource.manager.count(Event);
  const start = () => new Date(NOW.getTime() + 30 * DAY);

  /** Uploads `file` with a new event; the stored bytes as served. */
  async function uploadAndFetch(file: FilePart): Promise<{ name: string; bytes: Buffer; contentType: string }> {
    const created = await sendEventForm(admin, 'POST', '/events', eventFields(start()), file);
    expect(created.status).toBe(201);
    const name = created.body.data.event_image as string;
    const served = await t.app.inject({ method: 'GET', url: `/api/v1/images/${name}` });
    expect(served.statusCode).toBe(200);
    return { name, bytes: served.rawPayload, contentType: String(served.headers['content-type']) };
  }

  it('refuses a PNG declaring 50,000 x 50,000 pixels with 413 and the limits, before decoding it; nothing is stored', async () => {
    const before = { events: await eventCount(), images: await storedNames() };
    const bomb = pngDeclaring(50_000, 50_000);
    const answer = await sendEventForm(admin, 'POST', '/events', eventFields(start()), image(bomb, 'bomb.png'));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 413, message: TOO_LARGE });
    expect(await eventCount()).toBe(before.events);
    expect(await storedNames()).toEqual(before.images);
  });

  it('refuses more than 10,000 pixels a side, and more than 40 megapixels with shorter sides; 10,000 x 1 is accepted', async () => {
    const before = await storedNames();
    const wide = await plain(10_001, 1).png().toBuffer();
    const tall = await plain(1, 10_001).png().toBuffer();
    for (const bytes of [wide, tall, pngDeclaring(7_000, 7_000)]) {
      const answer = await sendEventForm(admin, 'POST', '/events', eventFields(start()), image(bytes));
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 413, message: TOO_LARGE });
    }
    expect(await storedNames()).toEqual(before);
    // An edit is refused the same way and keeps the event's image.
    const kept = await uploadAndFetch(image(await plain(10_000, 1).png().toBuffer()));
    const id = (await db.dataSource.manager.findOneByOrFail(Event, { eventImage: kept.name })).id;
    const edit = await sendEventForm(admin, 'PATCH', `/events/${id}`, { set_event_image: 'true' }, image(wide));
    expect({ status: edit.status, message: edit.body.message }).toEqual({ status: 413, message: TOO_LARGE });
    expect((await db.dataSource.manager.findOneByOrFail(Event, { id })).eventImage).toBe(kept.name);
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ format: 'png', width: 10_000, height: 1 });
  });

  it('refuses a file with an image signature that does not decode with the "not an image" message', async () => {
    const png = await plain(16, 16).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    const answer = await sendEventForm(admin, 'POST', '/events', eventFields(start()), image(broken));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: NOT_AN_IMAGE });
  });

  it('stores a JPEG without its EXIF (no GPS position), turned upright by its EXIF orientation', async () => {
    // 40 x 20 as stored, with orientation 6 ("turn 90 degrees clockwise to view"): upright it is 20 x 40.
    const photo = await plain(40, 20).jpeg().withExif(PHONE_EXIF).withMetadata({ orientation: 6 }).toBuffer();
    const uploaded = await sharp(photo).metadata();
    expect({ gps: hasGpsTag(uploaded.exif), orientation: uploaded.orientation }).toEqual({ gps: true, orientation: 6 });

    const stored = await uploadAndFetch(image(photo, 'IMG_0001.jpg', 'image/jpeg'));
    expect(stored.name).toMatch(/\.jpg$/);
    expect(stored.contentType).toBe('image/jpeg');
    const after = await sharp(stored.bytes).metadata();
    expect({ format: after.format, exif: after.exif, orientation: after.orientation, width: after.width, height: after.height }).toEqual({
      format: 'jpeg',
      exif: undefined,
      orientation: undefined,
      width: 20,
      height: 40,
    });
    expect(stored.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('stores a GIF with script appended and a PNG with HTML appended without the appended bytes', async () => {
    const gif = await plain(24, 12, '#ff0000').gif().toBuffer();
    const gifScript = Buffer.concat([gif, Buffer.from('*/=1;alert(document.cookie)//')]);
    const png = await plain(24, 12).png().toBuffer();
    const pngHtml = Buffer.concat([png, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    for (const [bytes, filename, format] of [
      [gifScript, 'x.gif', 'gif'],
      [pngHtml, 'x.png', 'png'],
    ] as const) {
      const stored = await uploadAndFetch(image(bytes, filename, 'application/octet-stream'));
      expect(stored.bytes.includes(Buffer.from('alert(document.cookie)'))).toBe(false);
      expect(await sharp(stored.bytes).metadata()).toMatchObject({ format, width: 24, height: 12 });
    }
  });

  it('stores the first frame of an animated GIF, still a GIF', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((colour) => plain(8, 8, colour).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);

    const stored = await uploadAndFetch(image(animated, 'spin.gif', 'image/gif'));
    expect(stored.name).toMatch(/\.gif$/);
    const after = await sharp(stored.bytes).metadata();
    expect({ format: after.format, pages: after.pages ?? 1, width: after.width, height: after.height }).toEqual({
      format: 'gif',
      pages: 1,
      width: 8,
      height: 8,
    });
    const { data } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('keeps WebP as WebP, without its EXIF', async () => {
    const webp = await plain(30, 10).webp().withExif(PHONE_EXIF).toBuffer();
    expect(hasGpsTag((await sharp(webp).metadata()).exif)).toBe(true);
    const stored = await uploadAndFetch(image(webp, 'x.webp', 'image/webp'));
    expect(stored.name).toMatch(/\.webp$/);
    const after = await sharp(stored.bytes).metadata();
    expect({ format: after.format, exif: after.exif, width: after.width }).toEqual({ format: 'webp', exif: undefined, width: 30 });
  });
});

describe.each(databases())('re-encoding the images stored before uploads were decoded, on %s', (kind) => {
  const db = useTestDatabase(kind);
  const NAMES = { photo: `${'a1'.repeat(12)}.jpg`, polyglot: `${'b2'.repeat(12)}.png`, broken: `${'c3'.repeat(12)}.png` };

  /** One server process's scheduler with the events' jobs, logging into `log`. */
  function processScheduler(clock: ManualClock, log: Array<{ level: string; details: object; message: string }>, t: TestApp) {
    const logger = {
      info: (details: object, message: string) => log.push({ level: 'info', details, message }),
      error: (details: object, message: string) => log.push({ level: 'error', details, message }),
    };
    const scheduler = new Scheduler(db.dataSource, { clock, logger, holder: `process-${Math.random()}` });
    registerEventJobs(scheduler, t.app.services.events, logger);
    return scheduler;
  }

  it('re-encodes each stored event image once per installation: new name, no EXIF, no appended bytes; an undecodable one is left and logged', async () => {
    const t = await startApp(db);
    try {
      const storage = new DatabaseImageStorage(db.dataSource);
      const photo = await plain(40, 20).jpeg().withExif(PHONE_EXIF).toBuffer();
      const polyglot = Buffer.concat([await plain(24, 12).png().toBuffer(), Buffer.from('<script>alert(document.cookie)</script>')]);
      const broken = Buffer.concat([(await plain(16, 16).png().toBuffer()).subarray(0, 40), Buffer.alloc(100, 0x41)]);
      await storage.save(NAMES.photo, photo);
      await storage.save(NAMES.polyglot, polyglot);
      await storage.save(NAMES.broken, broken);
      const start = new Date(NOW.getTime() + 30 * DAY);
      const events = {
        photo: await createEvent(db.dataSource, { eventStartTime: start, eventImage: NAMES.photo }),
        polyglot: await createEvent(db.dataSource, { eventStartTime: start, eventImage: NAMES.polyglot, eventFinalized: true }),
        broken: await createEvent(db.dataSource, { eventStartTime: start, eventImage: NAMES.broken }),
        none: await createEvent(db.dataSource, { eventStartTime: start }),
      };
      const imageOf = async (id: string) => (await db.dataSource.manager.findOneByOrFail(Event, { id })).eventImage;

      // Two processes start together: one runs the job, the other finds its lease taken.
      const clock = new ManualClock(NOW);
      const log: Array<{ level: string; details: object; message: string }> = [];
      const ran = await Promise.all(
        [processScheduler(clock, log, t), processScheduler(clock, log, t)].map((s) => s.runNow(REENCODE_STORED_IMAGES_JOB)),
      );
      expect(ran.filter(Boolean)).toHaveLength(1);

      const photoName = await imageOf(events.photo.id);
      const polyglotName = await imageOf(events.polyglot.id);
      expect(photoName).toMatch(/^[0-9a-f]{24}\.jpg$/);
      expect(photoName).not.toBe(NAMES.photo);
      expect(polyglotName).toMatch(/^[0-9a-f]{24}\.png$/);
      expect(polyglotName).not.toBe(NAMES.polyglot);
      const photoBytes = (await storage.read(photoName!))!;
      const photoAfter = await sharp(photoBytes).metadata();
      expect({ format: photoAfter.format, width: photoAfter.width, exif: photoAfter.exif }).toEqual({
        format: 'jpeg',
        width: 40,
        exif: undefined,
      });
      const polyglotBytes = (await storage.read(polyglotName!))!;
      expect(polyglotBytes.includes(Buffer.from('alert(document.cookie)'))).toBe(false);
      expect(await sharp(polyglotBytes).metadata()).toMatchObject({ format: 'png', width: 24, height: 12 });
      // The old files are gone, the undecodable one is kept under its name and logged.
      expect(await storage.read(NAMES.photo)).toBeNull();
      expect(await storage.read(NAMES.polyglot)).toBeNull();
      expect(await imageOf(events.broken.id)).toBe(NAMES.broken);
      expect((await storage.read(NAMES.broken))?.equals(broken)).toBe(true);
      expect(await imageOf(events.none.id)).toBeNull();
      expect(log.filter((entry) => entry.level === 'error')).toEqual([
        {
          level: 'error',
          details: { image: NAMES.broken, reason: 'not-an-image' },
          message: 'Stored event image not re-encoded; left as it is',
        },
      ]);
      expect(log.filter((entry) => entry.level === 'info')).toEqual([
        { level: 'info', details: { reencoded: 2, leftAsIs: 1 }, message: 'Stored event images re-encoded' },
      ]);
      expect(await db.dataSource.query(`SELECT name FROM completed_jobs`)).toEqual([{ name: REENCODE_STORED_IMAGES_JOB }]);

      // A process started later, after the lease ran out, finds the job done and changes nothing.
      const later = new ManualClock(new Date(NOW.getTime() + DAY));
      const laterLog: typeof log = [];
      expect(await processScheduler(later, laterLog, t).runNow(REENCODE_STORED_IMAGES_JOB)).toBe(true);
      expect(laterLog).toEqual([]);
      expect({ photo: await imageOf(events.photo.id), polyglot: await imageOf(events.polyglot.id) }).toEqual({
        photo: photoName,
        polyglot: polyglotName,
      });
      expect((await storage.read(photoName!))?.equals(photoBytes)).toBe(true);
    } finally {
      await t.app.close();
    }
  });

  it('is one of the scheduled jobs of every server process', async () => {
    const t = await startApp(db);
    try {
      expect(t.app.services.scheduler.jobNames).toContain(REENCODE_STORED_IMAGES_JOB);
    } finally {
      await t.app.close();
    }
  });
});
