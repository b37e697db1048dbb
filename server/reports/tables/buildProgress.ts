/**
 * How far a build of the report tables got: the steps of its plan, each weighed by the share of the
 * work it is expected to take, and the time left at the pace measured so far.
 */

export interface BuildStep {
  name: string;
  /** The step's expected work, in any unit the plan's other steps share. */
  weight: number;
}

/** A step under way counts at most this share of itself before it is done. */
const MOST_CREDIT_UNDER_WAY = 0.9;
/** The pace is measured once this share of the work is done; before, the pace assumed is used. */
const MEASURED_FROM = 0.05;
/** What is shown as done while the build runs stays below 1. */
const MOST_FRACTION = 0.99;

export class BuildProgress {
  private readonly startedAt: number;
  private readonly weights = new Map<string, number>();
  private readonly total: number;
  private doneWeight = 0;
  /** Milliseconds the steps done took, one after another (two at a time take twice the wall time). */
  private doneMs = 0;
  /** The pace expected before one is measured, in milliseconds per unit of weight. */
  private assumedPace: number | undefined;
  private readonly underWay = new Map<string, number>();
  /** How long each step done took, in milliseconds. */
  readonly took = new Map<string, number>();

  constructor(
    steps: readonly BuildStep[],
    private readonly clock: () => number = () => performance.now(),
  ) {
    for (const step of steps) this.weights.set(step.name, (this.weights.get(step.name) ?? 0) + step.weight);
    this.total = [...this.weights.values()].reduce((sum, weight) => sum + weight, 0);
    this.startedAt = clock();
  }

  /** Runs one step of the plan; its weight counts as done once it resolves. */
  async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const weight = this.weights.get(name);
    if (weight === undefined) throw new Error(`'${name}' is no step of this build`);
    const since = this.clock();
    this.underWay.set(name, since);
    try {
      const result = await work();
      this.doneWeight += weight;
      this.doneMs += this.clock() - since;
      this.took.set(name, this.clock() - since);
      return result;
    } finally {
      this.underWay.delete(name);
    }
  }

  elapsedMs(): number {
    return this.clock() - this.startedAt;
  }

  /** The pace to expect (milliseconds per unit of weight) until enough of the work is done to measure it. */
  assumePace(msPerWeight: number): void {
    this.assumedPace = msPerWeight;
  }

  /** Milliseconds a step takes per unit of its weight: measured, else assumed; undefined before either. */
  private stepPace(): number | undefined {
    const measured = this.doneWeight > 0 ? this.doneMs / this.doneWeight : undefined;
    return this.doneWeight >= MEASURED_FROM * this.total ? measured : (this.assumedPace ?? measured);
  }

  /**
   * The share of the work done, in [0, 1): the steps done, and those under way for the time they
   * have run at the pace of a step (a step slower than that stalls short of its end).
   */
  fraction(): number {
    if (this.total <= 0) return 0;
    const pace = this.stepPace();
    let done = this.doneWeight;
    if (pace !== undefined && pace > 0)
      for (const [name, since] of this.underWay) {
        const weight = this.weights.get(name) ?? 0;
        done += Math.min(MOST_CREDIT_UNDER_WAY * weight, (this.clock() - since) / pace);
      }
    return Math.min(MOST_FRACTION, done / this.total);
  }

  /** The time left at the pace so far (of the wall clock: steps may run side by side); undefined until something is done. */
  remainingMs(): number | undefined {
    const fraction = this.fraction();
    if (fraction <= 0) return undefined;
    return (this.elapsedMs() * (1 - fraction)) / fraction;
  }
}

/** A duration for people: "0.4 s", "12 s", "3 min", "1 h 5 min". */
export function spokenDuration(ms: number): string {
  if (ms < 9_950) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
