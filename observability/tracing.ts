// OpenTelemetry traces of both servers (docs/operations.md#traces), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the
// SDK is imported then, never otherwise. Each request gets a server span, the child of the caller's `traceparent`
// when it sends one; the gateway hands its span's `traceparent` to the REST API with the request id, so the REST API's
// spans join the gateway's trace. Spans go to the collector over OTLP/HTTP (JSON), in batches.

export type Headers = Record<string, string | string[] | undefined>;

export interface RequestSpan {
  /** The W3C `traceparent` of this span, for the calls made on the request's behalf. */
  traceparent: string | undefined;
  end(status: number): void;
}

export interface Tracing {
  start(method: string, route: string, path: string, headers: Headers): RequestSpan;
  close(): Promise<void>;
}

export async function loadTracing(serviceName: string, env = process.env): Promise<Tracing | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  const [api, { BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { Resource }, core] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: new Resource({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 500 })],
  });
  const propagator = new core.W3CTraceContextPropagator();
  const tracer = provider.getTracer('dalil');
  return {
    start(method, route, path, headers) {
      const parent = propagator.extract(api.ROOT_CONTEXT, headers, {
        keys: (carrier) => Object.keys(carrier),
        get: (carrier, key) => carrier[key],
      });
      const span = tracer.startSpan(
        `${method} ${route}`,
        { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
        parent,
      );
      const carrier: Record<string, string> = {};
      propagator.inject(api.trace.setSpan(parent, span), carrier, {
        set: (target, key, value) => {
          target[key] = value;
        },
      });
      return {
        traceparent: carrier.traceparent,
        end(status) {
          span.setAttribute('http.response.status_code', status);
          if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    close: () => provider.shutdown(),
  };
}
