// Tests get the process harness (Xvfb, traced app, X client) through TestSupport.
@_exported import Harness
