/** The live socket's timings: reconnect after a second, poll the connection every 100 ms. */
export const RECONNECT_DELAY_MS = 1000;
export const CONNECTION_POLL_MS = 100;

export type SocketMessage = { event: string; data: unknown };
type Listener = (data: unknown) => void;

type SocketOptions = {
  /** The socket host, e.g. wss://live.school.example/ws. */
  url: string;
  /** The current token; reconnecting stops when there is none. */
  getToken: () => string | null;
  /** For tests: the WebSocket implementation. */
  WebSocketImpl?: typeof WebSocket;
};

/**
 * The live socket: connects with the token as a query parameter, delivers JSON `{event, data}`
 * messages to the listeners of their event, makes sends wait for the connection (polling every
 * 100 ms) and reconnects 1 s after a close while a token exists.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
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

  /** Listens to one event; returns the function that stops listening. */
  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => void set.delete(listener);
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
    if (typeof raw !== 'string') return;
    let message: Partial<SocketMessage>;
    try {
      message = JSON.parse(raw) as Partial<SocketMessage>;
    } catch {
      return;
    }
    if (typeof message.event !== 'string') return;
    this.listeners.get(message.event)?.forEach((listener) => listener(message.data));
  }
}
