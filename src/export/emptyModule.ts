/**
 * Stands in for jspdf's optional dependencies (html2canvas, DOMPurify, canvg): the PDF export draws
 * text and a PNG only, so they are never loaded and stay out of the bundle.
 */
export default {};
