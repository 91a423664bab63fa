/**
 * How the instances sharing one database tell each other that work is waiting (PostgreSQL's LISTEN/NOTIFY,
 * src/db/pg/peers.ts). One SQLite process has no peers to tell: it wakes its own job runner in process.
 */
export interface Peers {
  /** Tell the other instances to look for work; calls close together are sent as one. */
  tell(): void;
  /** Call `listener` whenever another instance tells, and once after each (re)connection, in case one was missed. */
  onTold(listener: () => void): void;
  close(): Promise<void>;
}
