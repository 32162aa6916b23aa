/**
 * A `Date` whose clock starts at `moment` and runs on from there in real time; a date made from
 * given parts or a time is the real one's.
 */
export function dateFrom(moment: string, RealDate: DateConstructor = Date): DateConstructor {
  const offset = new RealDate(moment).getTime() - RealDate.now();
  class SchoolDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  return SchoolDate as DateConstructor;
}
