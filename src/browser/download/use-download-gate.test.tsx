import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDownloadGate } from './use-download-gate';

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  localStorage.clear();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const brochure = '/brochures/vertical-lift-pallet.pdf';

describe('useDownloadGate', () => {
  it('downloads at once, saved as the site file name, when is_download is set', () => {
    localStorage.setItem('is_download', 'true');
    const { result } = renderHook(() => useDownloadGate('yourfile.pdf'));
    act(() => result.current.requestDownload(brochure));
    expect(result.current.pendingBrochure).toBeNull();
    expect(result.current.detailsRequested).toBe(false);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe(brochure);
    expect(clicked[0]!.getAttribute('download')).toBe('yourfile.pdf');
    expect(document.body.contains(clicked[0]!)).toBe(false);
  });

  it('asks for details first when is_download is not set', () => {
    const { result } = renderHook(() => useDownloadGate('yourfile.pdf'));
    expect(result.current.detailsRequested).toBe(false);
    act(() => result.current.requestDownload(brochure));
    expect(result.current.pendingBrochure).toBe(brochure);
    expect(result.current.detailsRequested).toBe(true);
    expect(clicked).toHaveLength(0);
  });

  it('on completion remembers the details, downloads the chosen brochure and closes', () => {
    const { result } = renderHook(() => useDownloadGate('yourfile.pdf'));
    act(() => result.current.requestDownload(brochure));
    act(() => result.current.completeDownload());
    expect(localStorage.getItem('is_download')).toBe('true');
    expect(clicked.map((link) => link.getAttribute('href'))).toEqual([brochure]);
    expect(result.current.pendingBrochure).toBeNull();
  });

  it('dismissing saves nothing and downloads nothing', () => {
    const { result } = renderHook(() => useDownloadGate('yourfile.pdf'));
    act(() => result.current.requestDownload(brochure));
    act(() => result.current.dismiss());
    expect(result.current.pendingBrochure).toBeNull();
    expect(result.current.detailsRequested).toBe(true);
    expect(localStorage.getItem('is_download')).toBeNull();
    expect(clicked).toHaveLength(0);
  });

  it('still downloads when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useDownloadGate('yourfile.pdf'));
    act(() => result.current.requestDownload(brochure));
    expect(result.current.pendingBrochure).toBe(brochure);
    act(() => result.current.completeDownload());
    expect(clicked).toHaveLength(1);
  });
});
