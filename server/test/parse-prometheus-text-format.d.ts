/** The part of parse-prometheus-text-format (no types of its own) the metrics tests read. */
declare module 'parse-prometheus-text-format' {
  export interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: { labels?: Record<string, string>; value?: string; count?: string; sum?: string }[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
