/**
 * The frame of every mail: the brand as text (no images, so nothing is fetched from elsewhere), the
 * greeting, the content, the signature and the footer. Inline styles only: mail clients ignore the rest.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { BRAND } from '@wurzelwerk/shared';
import type { CSSProperties, ReactNode } from 'react';
import type { MailTexts } from './texts';

const green = '#2f7d32';
const styles = {
  body: { backgroundColor: '#f4f7f2', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2a1f' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px 32px', maxWidth: '560px' },
  brand: { color: green, fontSize: '24px', fontWeight: 700, margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px' },
  button: {
    backgroundColor: green,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: '#5b665b', fontSize: '13px', lineHeight: '18px' },
  label: { color: '#5b665b', fontSize: '14px', padding: '4px 16px 4px 0', verticalAlign: 'top' },
  value: { fontSize: '14px', padding: '4px 0', fontWeight: 600 },
  notice: {
    backgroundColor: '#fff4e5',
    borderLeft: '4px solid #e08a00',
    padding: '8px 16px',
    margin: '16px 0',
  },
} as const;

export function MailLayout(props: { t: MailTexts; name: string; preview: string; children: ReactNode }) {
  const { t } = props;
  return (
    <Html lang={t.locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.brand}>
            {BRAND}
          </Heading>
          <Paragraph>{t.text('common.greeting', { name: props.name })}</Paragraph>
          {props.children}
          <Paragraph>{t.text('common.signature', { brand: BRAND })}</Paragraph>
          <Hr />
          <Text style={styles.small}>{t.text('common.footer', { brand: BRAND })}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={styles.text}>{children}</Text>
);

export const Small = ({ children }: { children: ReactNode }) => <Text style={styles.small}>{children}</Text>;

/** A call to action, and the address written out for clients that do not show buttons. */
export function Action({ t, href, label }: { t: MailTexts; href: string; label: string }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.small}>
        {t.text('common.linkFallback')}
        <br />
        <Link href={href}>{href}</Link>
      </Text>
    </Section>
  );
}

/**
 * A table of facts (mail clients lay out tables reliably); the class makes the plain text keep it as
 * rows of columns (templates/index.tsx).
 */
export const FactsTable = ({ style, children }: { style: CSSProperties; children: ReactNode }) => (
  <table className="facts" role="presentation" cellPadding={0} cellSpacing={0} style={style}>
    {children}
  </table>
);

/** Label and value pairs. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <FactsTable style={{ margin: '8px 0 16px' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={styles.label}>{label}</td>
            <td style={styles.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </FactsTable>
  );
}

/** A highlighted block: the risk warning, a security notice. */
export function Notice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Section style={styles.notice}>
      {title ? <Text style={{ ...styles.text, fontWeight: 700, margin: '8px 0 0' }}>{title}</Text> : null}
      {children}
    </Section>
  );
}
