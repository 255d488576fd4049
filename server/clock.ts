/** The server's time source. Development control can shift it (POST /__dev/clock) to test expiry. */
export interface Clock {
  now(): Date;
  offsetMs: number;
}

export function createClock(): Clock {
  return {
    offsetMs: 0,
    now() {
      return new Date(Date.now() + this.offsetMs);
    },
  };
}
