/**
 * The ways bench/pg-screenshots.ts stores a step's screenshot on PostgreSQL, each written as the service would
 * write it through drizzle's node-postgres driver:
 *
 * - `bytea`: today's schema (`browsing_steps.image bytea`, TOASTed out of line), one INSERT, one SELECT;
 * - `lo`: a large object per screenshot and its oid in the row, made and read in the same single statement
 *   (`lo_from_bytea(0, $image)`, `lo_get(image)`);
 * - `lo_stream`: the large-object API as pg-large-object drives it: in a transaction, `lo_create`, `lo_open`,
 *   `lowrite` in 64 KB pieces, `lo_close`, then the row; read back with `lo_open` and `loread` in 64 KB pieces.
 *
 * The two large-object variants keep their rows in `browsing_steps_lo`: browsing_steps with `image oid`.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgDb } from "../src/db/pg/client";
import { browsingSteps } from "../src/db/pg/schema";

export interface Step {
  id: string;
  taskId: string;
  step: number;
  /** Which image of the run (the benchmark derives the bytes from it). */
  index: number;
}

interface Variant {
  setup(db: PgDb): Promise<void>;
  write(db: PgDb, step: Step, image: Buffer): Promise<void>;
  read(db: PgDb, stepId: string): Promise<Buffer>;
  /** Bytes on disk the screenshots take: their table (heap, TOAST, indexes) and any large-object catalog. */
  sizeQuery: SQL;
  /** Tables to VACUUM after the rows are deleted, so the sizes show what space comes back. */
  vacuum: string[];
  /** What vacuumlo does: unlink every large object no row references (here: all of them, once rows are gone). */
  unlinkOrphans?(db: PgDb): Promise<{ ms: number; large_objects_left: number; on_disk_mb: number }>;
}

const ACTION = JSON.stringify({ type: "scroll" });
const URL = "https://example.com/a/page/of/some/length";
const TITLE = "A page title";
const PIECE = 64 * 1024;
// The large-object open modes, as PostgreSQL's libpq-fs.h defines them.
const INV_WRITE = 0x20000;
const INV_READ = 0x40000;

const LO_TABLE = sql`
  create table browsing_steps_lo (
    id text primary key,
    task_id text not null references browsing_tasks(id) on delete cascade,
    step integer not null,
    action text not null,
    url text,
    title text,
    image oid not null,
    created_at bigint not null,
    unique (task_id, step)
  )`;

const loSize = sql`select pg_total_relation_size('browsing_steps_lo') + pg_total_relation_size('pg_largeobject')
  + pg_total_relation_size('pg_largeobject_metadata') as v`;

const insertLoRow = (step: Step, image: SQL) => sql`
  insert into browsing_steps_lo (id, task_id, step, action, url, title, image, created_at)
  values (${step.id}, ${step.taskId}, ${step.step}, ${ACTION}, ${URL}, ${TITLE}, ${image}, ${Date.now()})`;

async function unlinkOrphans(db: PgDb) {
  const t0 = performance.now();
  await db.execute(sql`select lo_unlink(m.oid) from pg_largeobject_metadata m
    where not exists (select 1 from browsing_steps_lo s where s.image = m.oid)`);
  const took = performance.now() - t0;
  await db.execute(sql`vacuum pg_largeobject, pg_largeobject_metadata`);
  const left = await db.execute<{ n: string; size: string }>(sql`select
    (select count(*) from pg_largeobject_metadata) as n,
    pg_total_relation_size('pg_largeobject') + pg_total_relation_size('pg_largeobject_metadata') as size`);
  const row = left.rows[0] as { n: string; size: string };
  return {
    ms: Math.round(took * 100) / 100,
    large_objects_left: Number(row.n),
    on_disk_mb: Math.round((Number(row.size) / 2 ** 20) * 10) / 10,
  };
}

export const variants: Record<"bytea" | "lo" | "lo_stream", Variant> = {
  bytea: {
    async setup() {},
    async write(db, step, image) {
      await db.insert(browsingSteps).values({
        id: step.id,
        taskId: step.taskId,
        step: step.step,
        action: { type: "scroll" },
        url: URL,
        title: TITLE,
        image,
        createdAt: Date.now(),
      });
    },
    async read(db, stepId) {
      const [row] = await db
        .select({ image: browsingSteps.image })
        .from(browsingSteps)
        .where(eq(browsingSteps.id, stepId));
      if (!row) throw new Error(`no step ${stepId}`);
      return row.image;
    },
    sizeQuery: sql`select pg_total_relation_size('browsing_steps') as v`,
    vacuum: ["browsing_steps"],
  },
  lo: {
    async setup(db) {
      await db.execute(LO_TABLE);
    },
    async write(db, step, image) {
      await db.execute(insertLoRow(step, sql`lo_from_bytea(0, ${image})`));
    },
    async read(db, stepId) {
      const { rows } = await db.execute<{ image: Buffer }>(
        sql`select lo_get(image) as image from browsing_steps_lo where id = ${stepId}`,
      );
      if (!rows[0]) throw new Error(`no step ${stepId}`);
      return rows[0].image;
    },
    sizeQuery: loSize,
    vacuum: ["browsing_steps_lo", "pg_largeobject", "pg_largeobject_metadata"],
    unlinkOrphans,
  },
  lo_stream: {
    async setup(db) {
      await db.execute(LO_TABLE);
    },
    async write(db, step, image) {
      await db.transaction(async (tx) => {
        const made = await tx.execute<{ oid: number }>(sql`select lo_create(0) as oid`);
        const oid = made.rows[0]?.oid as number;
        const opened = await tx.execute<{ fd: number }>(sql`select lo_open(${oid}, ${INV_WRITE}) as fd`);
        const fd = opened.rows[0]?.fd as number;
        for (let at = 0; at < image.length; at += PIECE)
          await tx.execute(sql`select lowrite(${fd}, ${image.subarray(at, at + PIECE)})`);
        await tx.execute(sql`select lo_close(${fd})`);
        await tx.execute(insertLoRow(step, sql`${oid}`));
      });
    },
    async read(db, stepId) {
      return db.transaction(async (tx) => {
        const opened = await tx.execute<{ fd: number }>(
          sql`select lo_open(image, ${INV_READ}) as fd from browsing_steps_lo where id = ${stepId}`,
        );
        const fd = opened.rows[0]?.fd;
        if (fd === undefined) throw new Error(`no step ${stepId}`);
        const pieces: Buffer[] = [];
        for (;;) {
          const got = await tx.execute<{ b: Buffer }>(sql`select loread(${fd}, ${PIECE}) as b`);
          const piece = got.rows[0]?.b as Buffer;
          pieces.push(piece);
          if (piece.length < PIECE) break;
        }
        await tx.execute(sql`select lo_close(${fd})`);
        return Buffer.concat(pieces);
      });
    },
    sizeQuery: loSize,
    vacuum: ["browsing_steps_lo", "pg_largeobject", "pg_largeobject_metadata"],
    unlinkOrphans,
  },
};
