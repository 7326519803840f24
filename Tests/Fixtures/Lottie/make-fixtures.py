#!/usr/bin/env python3
"""Writes the Lottie test fixtures with python-lottie (PyPI `lottie` 0.7.2), so the tests
play files the project did not write by hand. Run from this folder:

    python3 -m venv /tmp/lottie-venv && /tmp/lottie-venv/bin/pip install lottie==0.7.2
    /tmp/lottie-venv/bin/python make-fixtures.py

Each file covers part of the format: shapes with fills and strokes, trim paths, masks,
precomps and an embedded image layer. All are 100x100 px at 30 fps, frames 0..60, with the
markers "select" (0..30) and "deselect" (30..60); but "ruler", a 60 fps bar that grows
linearly, whose frames all differ (for telling frames apart on screen).
"""
import base64
import struct
import zlib

from lottie import Color, Point, objects
from lottie.exporters.core import export_lottie
from lottie.objects import easing

RED = Color(0.9, 0.2, 0.2)
BLUE = Color(0.1, 0.4, 0.9)


def animation():
    an = objects.Animation(60, 30)
    an.width = an.height = 100
    an.markers = []
    for name, start, length in (("select", 0, 30), ("deselect", 30, 30)):
        marker = objects.helpers.Marker()
        marker.comment, marker.time, marker.duration = name, start, length
        an.markers.append(marker)
    return an


def shapes():
    """A rectangle sliding right, a star turning and an ellipse growing: fills and strokes."""
    an = animation()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    box = layer.add_shape(objects.Group())
    rect = box.add_shape(objects.Rect())
    rect.size.value = Point(24, 24)
    rect.position.add_keyframe(0, Point(20, 25), easing.Sigmoid())
    rect.position.add_keyframe(30, Point(80, 25), easing.Sigmoid())
    rect.position.add_keyframe(60, Point(20, 25))
    box.add_shape(objects.Fill(RED))
    star = layer.add_shape(objects.Group())
    shape = star.add_shape(objects.Star())
    shape.position.value = Point(30, 70)
    shape.outer_radius.value = 18
    shape.inner_radius.value = 8
    shape.points.value = 5
    shape.rotation.add_keyframe(0, 0)
    shape.rotation.add_keyframe(60, 144)
    stroke = star.add_shape(objects.Stroke(BLUE, 4))
    stroke.line_join = objects.shapes.LineJoin.Round
    circle = layer.add_shape(objects.Group())
    ellipse = circle.add_shape(objects.Ellipse())
    ellipse.position.value = Point(72, 72)
    ellipse.size.add_keyframe(0, Point(8, 8), easing.EaseOut())
    ellipse.size.add_keyframe(30, Point(36, 36), easing.EaseIn())
    ellipse.size.add_keyframe(60, Point(8, 8))
    circle.add_shape(objects.Fill(BLUE))
    circle.add_shape(objects.Stroke(RED, 3))
    return an


def trim():
    """A ring drawn on by a trim path whose end runs 0 → 100 % over the select segment."""
    an = animation()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    group = layer.add_shape(objects.Group())
    ellipse = group.add_shape(objects.Ellipse())
    ellipse.position.value = Point(50, 50)
    ellipse.size.value = Point(70, 70)
    cut = group.add_shape(objects.Trim())
    cut.end.add_keyframe(0, 0)
    cut.end.add_keyframe(30, 100)
    cut.end.add_keyframe(60, 0)
    group.add_shape(objects.Stroke(BLUE, 10))
    return an


def mask():
    """A filled square seen through a circular mask that opens up."""
    an = animation()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    group = layer.add_shape(objects.Group())
    rect = group.add_shape(objects.Rect())
    rect.position.value = Point(50, 50)
    rect.size.value = Point(90, 90)
    group.add_shape(objects.Fill(RED))
    opening = objects.Mask()
    small = objects.Ellipse(Point(50, 50), Point(20, 20)).to_bezier()
    large = objects.Ellipse(Point(50, 50), Point(96, 96)).to_bezier()
    opening.shape.add_keyframe(0, small.shape.value)
    opening.shape.add_keyframe(30, large.shape.value)
    opening.shape.add_keyframe(60, small.shape.value)
    layer.masks = [opening]
    return an


def precomp():
    """One precomp (a blue dot moving down) used twice, side by side and shifted in time."""
    an = animation()
    comp = objects.Precomp("dot", an)
    inner = objects.ShapeLayer()
    comp.add_layer(inner)
    dot = inner.add_shape(objects.Group())
    circle = dot.add_shape(objects.Ellipse())
    circle.size.value = Point(24, 24)
    circle.position.add_keyframe(0, Point(25, 15))
    circle.position.add_keyframe(30, Point(25, 85))
    circle.position.add_keyframe(60, Point(25, 15))
    dot.add_shape(objects.Fill(BLUE))
    comp.set_timing(60)
    for index, shift in enumerate((0, 15)):
        layer = objects.PreCompLayer("dot")
        layer.width, layer.height = 50, 100
        layer.transform.position.value = Point(50 * index, 0)
        layer.start_time = shift
        an.add_layer(layer)
    return an


def tiny_png():
    """An 8x8 RGBA PNG: a red and blue checkerboard, made without PIL."""
    rows = b""
    for y in range(8):
        rows += b"\x00" + b"".join(
            (b"\xe6\x33\x33\xff" if (x // 4 + y // 4) % 2 == 0 else b"\x1a\x66\xe6\xff") for x in range(8))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 8, 8, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def image():
    """An embedded PNG scaled up and sliding across, under a shape layer's red bar."""
    an = animation()
    picture = objects.assets.Image("checker")
    picture.width = picture.height = 8
    picture.path = ""
    picture.file_name = "data:image/png;base64," + base64.b64encode(tiny_png()).decode("ascii")
    picture.is_embedded = True
    an.assets.append(picture)
    bar = objects.ShapeLayer()
    an.add_layer(bar)
    group = bar.add_shape(objects.Group())
    rect = group.add_shape(objects.Rect())
    rect.position.value = Point(50, 90)
    rect.size.value = Point(100, 8)
    group.add_shape(objects.Fill(RED))
    layer = objects.ImageLayer("checker")
    layer.transform.scale.value = Point(500, 500)
    layer.transform.position.add_keyframe(0, Point(0, 20))
    layer.transform.position.add_keyframe(30, Point(60, 20))
    layer.transform.position.add_keyframe(60, Point(0, 20))
    an.add_layer(layer)
    return an


def ruler():
    """60 fps, frames 0..60: a bar that grows 1.5 px a frame, linearly, beside a disc, so
    every frame differs from every other (the window tests tell frames apart by it). The
    markers are a tab icon's: "select" 0..36 and "deselect" 36..48."""
    an = objects.Animation(61, 60)
    an.width = an.height = 100
    an.markers = []
    for name, start, length in (("select", 0, 36), ("deselect", 36, 12)):
        marker = objects.helpers.Marker()
        marker.comment, marker.time, marker.duration = name, start, length
        an.markers.append(marker)
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    bar = layer.add_shape(objects.Group())
    rect = bar.add_shape(objects.Rect())
    rect.position.add_keyframe(0, Point(5.5, 30))
    rect.position.add_keyframe(60, Point(50.5, 30))
    rect.size.add_keyframe(0, Point(1, 30))
    rect.size.add_keyframe(60, Point(91, 30))
    bar.add_shape(objects.Fill(RED))
    disc = layer.add_shape(objects.Group())
    disc.add_shape(objects.Ellipse(Point(50, 75), Point(40, 40)))
    disc.add_shape(objects.Fill(BLUE))
    return an


for name, make in (
    ("shapes", shapes), ("trim", trim), ("mask", mask), ("precomp", precomp), ("image", image), ("ruler", ruler)
):
    export_lottie(make(), name + ".json")
