import './skeleton.css';
import type { CSSProperties } from 'react';
import { cx } from '@/lib/cx';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder block. Mark the region that is loading with aria-busy; skeletons are hidden from AT. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span className={cx('skeleton', className)} style={{ width, height, borderRadius: radius }} aria-hidden="true" />
  );
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={cx('skeleton-text', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} height={14} />
      ))}
    </span>
  );
}
