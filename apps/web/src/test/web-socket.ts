// Stands in for the browser's WebSocket: jsdom has no server to connect to.

/** Records what a realtime client sends; the test opens it, feeds it the hub's messages, drops it. */
export class TestWebSocket extends EventTarget {
  /** Every socket made since the test emptied the list, oldest first. */
  static instances: TestWebSocket[] = [];
  readyState: 0 | 1 | 2 | 3 = 0;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    super();
    TestWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }

  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  receive(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The connection is lost (the server went away), as the browser says it. */
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }
}
