/** A FIFO async mutex: `acquire()` resolves with the function that releases it. */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  get isLocked(): boolean {
    return this.holders > 0;
  }

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => {
      this.holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        this.holders -= 1;
        release();
      };
    });
    this.tail = this.tail.then(() => held);
    return ready;
  }
}
