/** A small HTTP client with a cookie jar: one instance is one browser. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    let payload: FormData | string | undefined;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let json: T;
    try {
      json = (text ? JSON.parse(text) : undefined) as T;
    } catch {
      json = text as T;
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** The Cookie header this client sends (benches hand it to a client of their own). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The session cookie's name and value, to tamper with in tests. */
  sessionCookie(): [string, string] | undefined {
    return [...this.cookies].find(([k]) => k.includes('session_token'));
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
}
