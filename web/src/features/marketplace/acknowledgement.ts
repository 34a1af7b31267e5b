/**
 * The confirm step's acknowledgement (issue 35, decision 0074): the information sheet opened — its version
 * is the SHA-256 of the PDF's bytes, fetched as the new tab shows them — and the name, date and place of
 * birth typed as in the profile, with the two confirmations. The server compares and stores them.
 */
import type { AcknowledgementInput, AssetType } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
import { pageLanguage } from '../../lib/api';
import { informationSheetUrl } from './InvestDocuments';

export interface TypedIdentity {
  firstName: string;
  lastName: string;
  birthDate: string;
  birthPlace: string;
}

const EMPTY: TypedIdentity = { firstName: '', lastName: '', birthDate: '', birthPlace: '' };

/** The SHA-256 of the sheet's bytes as served now (hex). */
async function currentSheetVersion(assetId: number): Promise<string> {
  const response = await fetch(informationSheetUrl(assetId), {
    credentials: 'include',
    headers: { 'Accept-Language': pageLanguage() },
  });
  if (!response.ok) throw new Error(`information sheet: ${response.status}`);
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useAcknowledgement(asset: AssetType | null) {
  const [version, setVersion] = useState<string | null>(null);
  const [sheetState, setSheetState] = useState<'unread' | 'loading' | 'read' | 'failed' | 'outdated'>(
    'unread',
  );
  const [identity, setIdentity] = useState<TypedIdentity>(EMPTY);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [readRiskWarning, setReadRiskWarning] = useState(false);
  const assetId = asset?.id;

  // Another offer: nothing of this one's acknowledgement carries over.
  useEffect(() => {
    void assetId;
    setVersion(null);
    setSheetState('unread');
    setAcceptedTerms(false);
    setReadRiskWarning(false);
  }, [assetId]);

  /** The investor opened the sheet (the link's new tab): the version they see. */
  async function readSheet() {
    if (assetId === undefined) return;
    setSheetState('loading');
    try {
      setVersion(await currentSheetVersion(assetId));
      setSheetState('read');
    } catch {
      setSheetState('failed');
    }
  }

  /** After a refusal: when the sheet changed meanwhile, it must be opened again (the new version). */
  async function recheck(): Promise<boolean> {
    if (assetId === undefined || version === null) return false;
    const now = await currentSheetVersion(assetId).catch(() => version);
    if (now === version) return false;
    setVersion(null);
    setSheetState('outdated');
    return true;
  }

  const complete =
    version !== null &&
    acceptedTerms &&
    readRiskWarning &&
    Object.values(identity).every((value) => value.trim() !== '');

  const value: AcknowledgementInput | null =
    complete && version !== null
      ? { informationSheetVersion: version, ...identity, acceptedTerms: true, readRiskWarning: true }
      : null;

  return {
    version,
    sheetState,
    identity,
    setField: (name: keyof TypedIdentity, text: string) => setIdentity((now) => ({ ...now, [name]: text })),
    acceptedTerms,
    setAcceptedTerms,
    readRiskWarning,
    setReadRiskWarning,
    readSheet,
    recheck,
    value,
  };
}

export type Acknowledgement = ReturnType<typeof useAcknowledgement>;
