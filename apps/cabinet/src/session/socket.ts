import { type LiveEvent, type LiveEventData, LiveMessage } from '@cabinet/api/live';

/** The live socket's timings: reconnect after a second, poll the connection every 100 ms. */
export const RECONNECT_DELAY_MS = 1000;
export const CONNECTION_POLL_MS = 100;

export type SocketMessage = { event: string; data: unknown };
type Listener<E extends LiveEvent> = (data: LiveEventData<E>) => void;
/** A listener as kept: `deliver` hands each only the data of the event it listens to. */
type AnyListener = (data: LiveMessage['data']) => void;

type SocketOptions = {
  /** The socket host, e.g. wss://live.school.example/ws. */
  url: string;
  /** The current token; reconnecting stops when there is none. */
  getToken: () => string | null;
  /** For tests: the WebSocket implementation. */
  WebSocketImpl?: typeof WebSocket;
};

/**
 * The live socket: connects with the token as a query parameter, checks each JSON `{event, data}`
 * message against the contract (asyncapi/live.yaml, through the zod generated from it) and delivers
 * a valid one to the listeners of its event; a message that breaks the contract or names an unknown
 * event is ignored (and reported on the console in development). Sends wait for the connection
 * (polling every 100 ms); it reconnects 1 s after a close while a token exists.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<LiveEvent, Set<AnyListener>>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closedByUs = false;

  constructor(private readonly options: SocketOptions) {}

  connect(): void {
    const token = this.options.getToken();
    if (!token || this.socket) return;
    this.closedByUs = false;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const url = new URL(this.options.url);
    url.searchParams.set('token', token);
    const socket = new Impl(url.toString());
    this.socket = socket;
    socket.addEventListener('message', (event: MessageEvent) => this.deliver(event.data));
    socket.addEventListener('close', () => {
      this.socket = null;
      if (!this.closedByUs && this.options.getToken()) {
        this.reconnectTimer = setTimeout(() => this.connect(), RECONNECT_DELAY_MS);
      }
    });
  }

  /** Listens to one event, with its data as the contract describes it; returns the function that stops listening. */
  on<E extends LiveEvent>(event: E, listener: Listener<E>): () => void {
    const kept = listener as AnyListener;
    const set = this.listeners.get(event) ?? new Set<AnyListener>();
    set.add(kept);
    this.listeners.set(event, set);
    return () => void set.delete(kept);
  }

  /** Sends once the socket is open, checking every 100 ms; gives up when the socket is closed by us. */
  send(event: string, data: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        if (this.closedByUs) return reject(new Error('The live socket is closed.'));
        if (this.socket?.readyState === 1) {
          this.socket.send(JSON.stringify({ event, data } satisfies SocketMessage));
          return resolve();
        }
        setTimeout(attempt, CONNECTION_POLL_MS);
      };
      attempt();
    });
  }

  /** Logout: closes the socket and stops reconnecting. */
  close(): void {
    this.closedByUs = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.socket?.close();
    this.socket = null;
  }

  private deliver(raw: unknown): void {
    if (typeof raw !== 'string') return ignore('a message that is not text', raw);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return ignore('a message that is not JSON', raw);
    }
    const checked = LiveMessage.safeParse(json);
    if (!checked.success)
      return ignore(`a message that breaks the contract (${checked.error.message})`, json);
    const { event, data } = checked.data;
    this.listeners.get(event)?.forEach((listener) => listener(data));
  }
}

/** Reports an ignored message on the console in development only. */
function ignore(what: string, message: unknown): void {
  if (import.meta.env.DEV) console.warn(`The live socket ignored ${what}:`, message);
}
