import "./chunk-RAPJ3XLV.js";

// src/lib/pdf-check.ts
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString
} from "@cantoo/pdf-lib";
var ACTIVE_KEYS = /* @__PURE__ */ new Set([
  "JS",
  "JavaScript",
  "XFA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "RichMedia",
  "RichMediaContent"
]);
var ACTIVE_TYPES = /* @__PURE__ */ new Set([
  "EmbeddedFile",
  "FileAttachment",
  "RichMedia",
  "Movie",
  "Sound",
  "Screen",
  "3D"
]);
var ACTION_TYPES = /* @__PURE__ */ new Set([
  "GoTo",
  "GoToR",
  "GoToE",
  "GoToDp",
  "Launch",
  "Thread",
  "URI",
  "Sound",
  "Movie",
  "Hide",
  "Named",
  "SubmitForm",
  "ResetForm",
  "ImportData",
  "JavaScript",
  "SetOCGState",
  "Rendition",
  "Trans",
  "GoTo3DView",
  "RichMediaExecute",
  "ECMAScript"
]);
var ACTION_KEYS = /* @__PURE__ */ new Set(["A", "OpenAction", "Next", "PA"]);
var SAFE_URI = /^(https?:\/\/|mailto:)/i;
var nameOf = (obj) => obj instanceof PDFName ? obj.decodeText() : null;
var textOf = (obj) => obj instanceof PDFString || obj instanceof PDFHexString ? obj.decodeText() : null;
function harmlessAction(dict, resolve) {
  const type = nameOf(resolve(dict.get(PDFName.of("S"))));
  if (type === "GoTo") return true;
  if (type !== "URI") return false;
  const uri = textOf(resolve(dict.get(PDFName.of("URI"))));
  return uri !== null && SAFE_URI.test(uri.trim());
}
function hasActiveContent(context) {
  const resolve = (obj, depth = 0) => obj instanceof PDFRef && depth < 32 ? resolve(context.lookup(obj), depth + 1) : obj;
  const dictOf = (obj) => {
    const o = resolve(obj);
    return o instanceof PDFStream ? o.dict : o instanceof PDFDict ? o : null;
  };
  const badActionValue = (value, key) => {
    const v = resolve(value);
    if (v instanceof PDFArray)
      return key === "OpenAction" ? false : v.asArray().some((x) => badActionValue(x, key));
    const d = dictOf(v);
    return d !== null && d.has(PDFName.of("S")) && !harmlessAction(d, resolve);
  };
  const checkDict = (dict) => {
    const isStructure = nameOf(resolve(dict.get(PDFName.of("Type")))) === "StructElem";
    for (const [key, raw] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return true;
      const value = resolve(raw);
      if ((name === "Type" || name === "Subtype") && ACTIVE_TYPES.has(nameOf(value) ?? "")) return true;
      if (ACTION_KEYS.has(name) && !isStructure && badActionValue(value, name)) return true;
      if (name === "AA") {
        const aa = dictOf(value);
        if (aa && aa.values().some((a) => badActionValue(a, "AA"))) return true;
      }
    }
    const type = nameOf(resolve(dict.get(PDFName.of("S"))));
    return type !== null && !isStructure && ACTION_TYPES.has(type) && !harmlessAction(dict, resolve);
  };
  const seen = /* @__PURE__ */ new Set();
  const visit = (obj) => {
    if (!obj || seen.has(obj)) return false;
    seen.add(obj);
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) return checkDict(dict) || dict.values().some(visit);
    if (obj instanceof PDFArray) return obj.asArray().some(visit);
    return false;
  };
  return context.enumerateIndirectObjects().some(([, obj]) => visit(obj)) || Object.values(context.trailerInfo).some((v) => visit(v));
}
async function judgePdf(data) {
  if (Buffer.from(data.subarray(0, 5)).toString("latin1") !== "%PDF-") return "unreadable";
  let doc;
  try {
    doc = await PDFDocument.load(data, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      preserveXFA: true
    });
    if (doc.getPageCount() < 1) return "unreadable";
  } catch (err) {
    return err instanceof EncryptedPDFError ? "encrypted" : "unreadable";
  }
  return hasActiveContent(doc.context) ? "active" : "ok";
}
export {
  judgePdf
};
//# sourceMappingURL=pdf-check-V3XOG33K.js.map
