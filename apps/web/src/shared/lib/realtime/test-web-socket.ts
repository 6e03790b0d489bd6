// Test support: stands in for the browser's WebSocket (jsdom has no server to connect to).

/** Records what a realtime client sends; the test opens it and feeds it the hub's messages. */
export class TestWebSocket extends EventTarget {
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
}
